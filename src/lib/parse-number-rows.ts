import { parseDecimal } from './decimal'

export type RowProblem = { row: number; message: string }

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

/** A cell's number; a decimal comma is safe because cells with one are split on tab or semicolon. */
function numberOf(cell: string): number | null {
  const value = parseDecimal(cell)
  return value === null || Number.isNaN(value) ? null : value
}

export type NumberRows = {
  rows: number[][]
  /** The 1-based line of each row read. */
  lines: number[]
  problems: RowProblem[]
  skipped: RowProblem[]
}

export function parseNumberRows(
  text: string,
  columns: { min: number; max: number; what: string },
): NumberRows {
  const rows: number[][] = []
  const lines: number[] = []
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
    lines.push(row)
  })
  return { rows, lines, problems, skipped }
}
