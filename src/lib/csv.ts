/** A cell a spreadsheet would run as a formula (OWASP's CSV injection rule). */
const FORMULA_START = /^[=+\-@\t\r]/
/** A plain number, such as -1.5 or +2e-3: a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/

function field(value: string | number | null): string {
  const text = value === null ? '' : String(value)
  const formula = typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)
  if (formula) return `"'${text.replaceAll('"', '""')}"`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

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
