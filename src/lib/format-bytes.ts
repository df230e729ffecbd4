const BYTE_UNITS = ['kB', 'MB', 'GB', 'TB'] as const

/** Decimal units (1 kB = 1000 B), as object stores and browsers report sizes. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return 'unknown size'
  if (bytes < 1000) return `${Math.round(bytes)} B`
  let value = bytes / 1000
  let unit = 0
  while (value >= 999.95 && unit < BYTE_UNITS.length - 1) {
    value /= 1000
    unit += 1
  }
  const digits = value < 10 ? 2 : value < 100 ? 1 : 0
  return `${value.toFixed(digits)} ${BYTE_UNITS[unit]}`
}
