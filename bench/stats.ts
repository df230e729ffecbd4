export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

export function ms(value: number): string {
  return `${Math.round(value).toLocaleString('en-GB')} ms`
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`
}

/** A fixed-width text table: first row is the header. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  )
  if (!widths) return ''
  const line = (row: readonly string[]) =>
    row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')
  return [
    line(rows[0] ?? []),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n')
}

/** App/bare ratio of each paired run: its spread shows how much of a difference is noise. */
export function pairedRatios(app: readonly number[], bare: readonly number[]): number[] {
  return app.map((value, index) => value / (bare[index] ?? Number.NaN))
}

/** Smallest growth we call real: half the spread of the small grid's paired ratios, at least 0.05. */
export function growthTolerance(smallRatios: readonly number[]): number {
  if (smallRatios.length === 0) return 0.05
  return Math.max(0.05, (Math.max(...smallRatios) - Math.min(...smallRatios)) / 2)
}
