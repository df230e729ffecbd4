/** Seconds per unit a person may type times in; the file holds seconds. */
export const timeUnits = { s: 1, min: 60, h: 3600 } as const
export type TimeUnit = keyof typeof timeUnits

export type RowProblem = { row: number; message: string }
export type ParsedRows = {
  /** `[time_s, value]` pairs of the rows that were read. */
  values: [number, number][]
  /** Rows refused, each with its reason (row numbers count from 1, as a spreadsheet does). */
  problems: RowProblem[]
  /** Rows left out without harm: a header row. */
  skipped: RowProblem[]
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/

/** The cells of one line: tab, then semicolon, then whitespace, then comma separated. */
function cellsOf(line: string): string[] {
  const trimmed = line.trim()
  let cells: string[]
  if (trimmed.includes('\t')) cells = trimmed.split('\t')
  else if (trimmed.includes(';')) cells = trimmed.split(';')
  else if (/\s/.test(trimmed)) cells = trimmed.split(/\s+/)
  else cells = trimmed.split(',')
  return cells
    .map((cell) => cell.trim())
    .filter((cell, index, all) => cell !== '' || index < all.length - 1)
}

/** A number as typed or pasted: a decimal comma (cells split on tab or semicolon) reads as a point. */
function numberOf(cell: string): number | null {
  const text = cell.replace(/\s/g, '').replace(',', '.')
  return NUMBER.test(text) ? Number(text) : null
}

export type NumberRows = {
  /** The rows that were read, each with `columns.min` to `columns.max` numbers. */
  rows: number[][]
  problems: RowProblem[]
  skipped: RowProblem[]
}

/**
 * Rows of numbers pasted from a spreadsheet or typed, one row a line (boundary series, a
 * structure control's action table). Empty rows (or rows of separators only) are dropped; a
 * first row without numbers is taken as a header and skipped; any other row that is not
 * `columns.min` to `columns.max` numbers is refused with its reason, in the words of `what`.
 */
export function parseNumberRows(
  text: string,
  columns: { min: number; max: number; what: string },
): NumberRows {
  const rows: number[][] = []
  const problems: RowProblem[] = []
  const skipped: RowProblem[] = []
  let seenData = false
  text.split(/\r?\n/).forEach((line, index) => {
    const row = index + 1
    // Empty, or only separators (a spreadsheet's blank row exported as `;` or `,,`).
    if (line.replace(/[\s;,]/g, '') === '') return
    const cells = cellsOf(line)
    const numbers = cells.map(numberOf)
    if (!seenData && numbers.every((number) => number === null)) {
      skipped.push({ row, message: `Row ${row}: header "${line.trim()}" skipped.` })
      return
    }
    seenData = true
    if (cells.length < columns.min || cells.length > columns.max) {
      problems.push({
        row,
        message: `Row ${row}: expected ${columns.what}, found ${cells.length} cell${cells.length === 1 ? '' : 's'}.`,
      })
      return
    }
    const bad = cells.find((_, cell) => numbers[cell] === null)
    if (bad !== undefined) {
      problems.push({ row, message: `Row ${row}: "${bad}" is not a number.` })
      return
    }
    rows.push(numbers.filter((number) => number !== null))
  })
  return { rows, problems, skipped }
}

/**
 * Rows of a boundary series, one `time value` pair a line (`parseNumberRows`); times are
 * converted from `unit` to seconds.
 */
export function parseRows(text: string, unit: TimeUnit): ParsedRows {
  const factor = timeUnits[unit]
  const { rows, problems, skipped } = parseNumberRows(text, {
    min: 2,
    max: 2,
    what: 'a time and a value',
  })
  const values = rows.map(([time = 0, value = 0]): [number, number] => [
    Math.round(time * factor * 1000) / 1000,
    value,
  ])
  return { values, problems, skipped }
}

/** Rows of a series in seconds, tab separated (a spreadsheet takes them back). */
export function rowsText(values: readonly (readonly [number, number])[]): string {
  return values.map(([time, value]) => `${time}\t${value}`).join('\n')
}
