import { downsampleSeries, type SeriesPoint } from '@/lib/downsample-series'
import { columnOf, type BalanceColumn } from './water-balance-columns'

export type WaterBalanceTerm = BalanceColumn & { points: SeriesPoint[] }

export type WaterBalance =
  | {
      ok: true
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

/** `0.757681657E+04`, `-0.271007175E-22`: Fortran's E-format is a JavaScript number once trimmed. */
function numberOf(cell: string | undefined): number | null {
  if (cell === undefined || cell === '') return null
  const value = Number(cell)
  return Number.isFinite(value) ? value : null
}

/** water_balance.csv as the platform writes it (test-data/platform/facts/log-zip/README.md). */
export function parseWaterBalanceCsv(text: string): WaterBalance {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '')
  const [header, ...body] = lines
  if (header === undefined) return { ok: false, reason: 'water_balance.csv is empty.' }
  if (body.length === 0) return { ok: false, reason: 'water_balance.csv has no rows.' }
  const delimiter = delimiterOf(header)
  const names = cellsOf(header, delimiter).filter((name) => name !== '')
  const firstTime = cellsOf(body[0] ?? '', delimiter)[0] ?? ''
  const timeKind = numberOf(firstTime) === null ? 'date' : 'seconds'
  const timeOf = (cell: string | undefined) => {
    if (timeKind === 'seconds') return numberOf(cell)
    const value = cell === undefined ? Number.NaN : Date.parse(cell)
    return Number.isNaN(value) ? null : value
  }
  const columns = names.slice(1).map((name) => ({ ...columnOf(name), points: [] as SeriesPoint[] }))
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

/** A running total as a flow per output interval: what a modeller reads as a rate. */
export function flowOf(term: WaterBalanceTerm): WaterBalanceTerm {
  const points: SeriesPoint[] = []
  for (let index = 1; index < term.points.length; index += 1) {
    const [before, after] = [term.points[index - 1], term.points[index]]
    if (!before || !after || after.x <= before.x) continue
    points.push({ x: after.x, y: (after.y - before.y) / (after.x - before.x) })
  }
  const unit = term.unit === null ? null : `${term.unit}/s`
  return { ...term, unit, points }
}

/** A term that is 0 at every time tells nothing on a chart; it is named instead. */
export const isAlwaysZero = (term: WaterBalanceTerm) => term.points.every((point) => point.y === 0)

export function chartTerms(terms: readonly WaterBalanceTerm[]): WaterBalanceTerm[] {
  return terms.map((term) => ({ ...term, points: downsampleSeries(term.points) }))
}
