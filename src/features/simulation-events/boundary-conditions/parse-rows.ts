import { parseNumberRows, type RowProblem } from '@/lib/parse-number-rows'

/** Seconds per unit a person may type times in; the file holds seconds. */
export const timeUnits = { s: 1, min: 60, h: 3600 } as const
export type TimeUnit = keyof typeof timeUnits

export type ParsedRows = {
  values: [number, number][]
  /** Rows refused, each with its reason (row numbers count from 1, as a spreadsheet does). */
  problems: RowProblem[]
  skipped: RowProblem[]
}

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
