import type { FiguresReading } from '@/api/simulations/log-zip-queries'
import type { BoardRow } from './board-rows'
import { breachDepthValue, type BreachDepthReading } from './breach-depth'

export const sortKeys = [
  'name',
  'status',
  'duration',
  'ended',
  'volumeError',
  'waterIn',
  'waterOut',
  'breachDepth',
] as const
export type SortKey = (typeof sortKeys)[number]

/** Each ended run's flow summary, by simulation id: undefined while it is read. */
export type FiguresById = ReadonlyMap<number, FiguresReading | Error | undefined>
export type DepthsById = ReadonlyMap<number, BreachDepthReading>
export type Readings = { figures: FiguresById; depths: DepthsById }

export const idOf = (row: BoardRow) => row.simulation?.id ?? -1

export function figureOf(reading: FiguresReading | Error | undefined, key: SortKey): number | null {
  if (!reading || reading instanceof Error || !reading.ok) return null
  const { figures } = reading
  if (key === 'volumeError') {
    const value = figures.volumeError?.value
    return typeof value === 'number' ? value : null
  }
  return key === 'waterIn' ? figures.waterIn : key === 'waterOut' ? figures.waterOut : null
}

function sortValue(row: BoardRow, key: SortKey, readings: Readings): string | number | null {
  if (key === 'status') return row.phase
  if (key === 'duration') return row.simulation?.duration ?? 0
  if (key === 'ended') return row.status?.created ?? ''
  if (key === 'name') return row.name
  if (key === 'breachDepth') return breachDepthValue(readings.depths.get(idOf(row)))
  return figureOf(readings.figures.get(idOf(row)), key)
}

/** Ascending; a run whose figure is not known (yet) goes last. */
export function sorted(rows: readonly BoardRow[], key: SortKey, readings: Readings): BoardRow[] {
  return [...rows].sort((a, b) => {
    const [x, y] = [sortValue(a, key, readings), sortValue(b, key, readings)]
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1
    return typeof x === 'number' && typeof y === 'number'
      ? x - y
      : String(x).localeCompare(String(y))
  })
}
