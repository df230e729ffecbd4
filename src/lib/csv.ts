/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
function field(value: string | number | null): string {
  const text = value === null ? '' : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** A CSV text: a header line of `columns`, then one line per row, CRLF as RFC 4180 writes. */
export function toCsv<Row extends Record<string, string | number | null>>(
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
): string {
  const lines = [
    columns.map(field),
    ...rows.map((row) => columns.map((key) => field(row[key] ?? null))),
  ]
  return `${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`
}
