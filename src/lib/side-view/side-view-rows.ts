import { toCsv } from '../csv'
import type { Crossing } from './cell-crossings'
import type { LineValues } from './line-values'

export type SideViewRow = {
  distance: number
  x: number
  y: number
  /** The cell's node id, as the pointer readout names it; null off the grid. */
  cell: number | null
  bottom: number | null
  level: number | null
  compared: number | null
}

const valueOrNull = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? null : value

export function sideViewRows(
  crossings: readonly Crossing[],
  values: LineValues,
  compared: LineValues | null,
): SideViewRow[] {
  return crossings.map((crossing, index) => ({
    distance: crossing.distance,
    x: crossing.x,
    y: crossing.y,
    cell: crossing.place < 0 ? null : crossing.place + 1,
    bottom: valueOrNull(values.bottom[index]),
    level: valueOrNull(values.level[index]),
    compared: compared ? valueOrNull(compared.level[index]) : null,
  }))
}

const rounded = (value: number | null, digits: number) =>
  value === null ? null : Number(value.toFixed(digits))

/** One row where the line enters each cell, and one at its end; an empty level is dry. */
export function sideViewCsv(rows: readonly SideViewRow[], comparedRun: string | null): string {
  const compared = comparedRun ? [`water level, ${comparedRun} (m)`] : []
  const columns = [
    'distance (m)',
    'x (m)',
    'y (m)',
    'cell',
    'bottom level (m)',
    'water level (m)',
    ...compared,
  ]
  return toCsv(
    columns,
    rows.map((row): Record<string, number | null> => ({
      'distance (m)': rounded(row.distance, 2),
      'x (m)': rounded(row.x, 2),
      'y (m)': rounded(row.y, 2),
      cell: row.cell,
      'bottom level (m)': rounded(row.bottom, 3),
      'water level (m)': rounded(row.level, 3),
      ...(comparedRun ? { [`water level, ${comparedRun} (m)`]: rounded(row.compared, 3) } : {}),
    })),
  )
}
