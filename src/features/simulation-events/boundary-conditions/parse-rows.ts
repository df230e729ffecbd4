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

/**
 * Rows pasted from a spreadsheet or typed, one `time value` pair a line. Empty rows (or rows of
 * separators only) are dropped;
 * a first row without numbers is taken as a header and skipped; any other row that is not two
 * numbers is refused with its reason. Times are converted from `unit` to seconds.
 */
export function parseRows(text: string, unit: TimeUnit): ParsedRows {
  const factor = timeUnits[unit]
  const values: [number, number][] = []
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
    if (cells.length !== 2) {
      problems.push({
        row,
        message: `Row ${row}: expected a time and a value, found ${cells.length} cell${cells.length === 1 ? '' : 's'}.`,
      })
      return
    }
    const [time, value] = numbers
    if (time === null || time === undefined || value === null || value === undefined) {
      const bad = time === null ? cells[0] : cells[1]
      problems.push({ row, message: `Row ${row}: "${bad}" is not a number.` })
      return
    }
    values.push([Math.round(time * factor * 1000) / 1000, value])
  })
  return { values, problems, skipped }
}

/** Rows of a series in seconds, tab separated (a spreadsheet takes them back). */
export function rowsText(values: readonly (readonly [number, number])[]): string {
  return values.map(([time, value]) => `${time}\t${value}`).join('\n')
}
