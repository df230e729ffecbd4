const UNITS: Record<string, string> = { m3: 'm³', m2: 'm²', 'm3/s': 'm³/s' }

export const unitText = (unit: string) => UNITS[unit] ?? unit

export function formatQuantity(value: number): string {
  if (value !== 0 && Math.abs(value) < 0.01) return value.toExponential(1)
  const decimals = Math.abs(value) >= 100 ? 0 : 2
  return value.toLocaleString('en', { maximumFractionDigits: decimals })
}
