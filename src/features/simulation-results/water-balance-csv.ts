import { downsampleSeries, type SeriesPoint } from './downsample-series'

export type WaterBalanceTerm = { name: string; points: SeriesPoint[] }

export type WaterBalance =
  | {
      ok: true
      /** The first column's header, e.g. `time`. */
      timeName: string
      /** `seconds`: numbers (seconds since the start); `date`: epoch milliseconds. */
      timeKind: 'seconds' | 'date'
      rows: number
      terms: WaterBalanceTerm[]
    }
  | { ok: false; reason: string }

function cellsOf(line: string, delimiter: string): string[] {
  return line.split(delimiter).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'))
}

function delimiterOf(header: string): string {
  if (header.includes(',')) return ','
  if (header.includes(';')) return ';'
  return '\t'
}

function numberOf(cell: string | undefined): number | null {
  if (cell === undefined || cell === '') return null
  const value = Number(cell)
  return Number.isFinite(value) ? value : null
}

/**
 * water_balance.csv (api.md "Files inside the ZIP"): a header row, then one row per output time
 * step; the first column is the time, every numeric column after it a term of the balance.
 */
export function parseWaterBalanceCsv(text: string): WaterBalance {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '')
  const [header, ...body] = lines
  if (header === undefined) return { ok: false, reason: 'water_balance.csv is empty.' }
  if (body.length === 0) return { ok: false, reason: 'water_balance.csv has no rows.' }
  const delimiter = delimiterOf(header)
  const names = cellsOf(header, delimiter)
  const firstTime = cellsOf(body[0] ?? '', delimiter)[0] ?? ''
  const timeKind = numberOf(firstTime) === null ? 'date' : 'seconds'
  const timeOf = (cell: string | undefined) => {
    if (timeKind === 'seconds') return numberOf(cell)
    const value = cell === undefined ? Number.NaN : Date.parse(cell)
    return Number.isNaN(value) ? null : value
  }
  const columns = names.slice(1).map((name) => ({ name, points: [] as SeriesPoint[] }))
  for (const [index, line] of body.entries()) {
    const cells = cellsOf(line, delimiter)
    const x = timeOf(cells[0])
    if (x === null) {
      return { ok: false, reason: `Row ${index + 2} of water_balance.csv has no readable time.` }
    }
    for (const [column, term] of columns.entries()) {
      const y = numberOf(cells[column + 1])
      if (y !== null) term.points.push({ x, y })
    }
  }
  const terms = columns.filter((term) => term.points.length > 0)
  if (terms.length === 0) {
    return { ok: false, reason: 'water_balance.csv has no numeric columns after the time.' }
  }
  return { ok: true, timeName: names[0] ?? 'time', timeKind, rows: body.length, terms }
}

/** Each term down to about one point per pixel, for the chart. */
export function chartTerms(balance: { terms: WaterBalanceTerm[] }): WaterBalanceTerm[] {
  return balance.terms.map((term) => ({ name: term.name, points: downsampleSeries(term.points) }))
}
