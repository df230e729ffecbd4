/** Units as the platform writes them, and as a modeller reads them. */
const UNITS: Record<string, string> = { m3: 'm³', m2: 'm²', 'm3/s': 'm³/s' }

export const unitText = (unit: string) => UNITS[unit] ?? unit

/** Thousands grouped; decimals only where the value is small enough to need them; a volume error of a millionth of a m³ in powers of ten rather than as 0. */
export function formatQuantity(value: number): string {
  if (value !== 0 && Math.abs(value) < 0.01) return value.toExponential(1)
  const decimals = Math.abs(value) >= 100 ? 0 : 2
  return value.toLocaleString('en', { maximumFractionDigits: decimals })
}
