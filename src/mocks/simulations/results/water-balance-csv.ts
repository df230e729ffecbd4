import type { BalanceRow, WaterBalance } from './water-balance'

/**
 * Columns of water_balance.csv (api.md names only the file; the terms follow a 3Di-like water
 * balance). Volumes in m3 over the interval ending at `time_s` (0 on the first row); storages in
 * m3 at `time_s`. Per row: inflows − outflows − storage_change_m3 = volume_error_m3.
 */
export const WATER_BALANCE_COLUMNS = [
  'time_s',
  'rain_m3',
  'lateral_inflow_m3',
  'boundary_inflow_m3',
  'breach_inflow_m3',
  'boundary_outflow_m3',
  'pump_outflow_m3',
  'infiltration_m3',
  'storage_1d_m3',
  'storage_2d_m3',
  'storage_change_m3',
  'volume_error_m3',
] as const

export const INFLOW_COLUMNS = [
  'rain_m3',
  'lateral_inflow_m3',
  'boundary_inflow_m3',
  'breach_inflow_m3',
] as const
export const OUTFLOW_COLUMNS = [
  'boundary_outflow_m3',
  'pump_outflow_m3',
  'infiltration_m3',
] as const

/** Litres as m3 with three decimals: exact, so sums of the CSV repeat the integer balance. */
export const cubicMetres = (litres: number) => (litres / 1000).toFixed(3)

export function waterBalanceCsv({ rows }: WaterBalance): string {
  const lines = [WATER_BALANCE_COLUMNS.join(',')]
  let previous: BalanceRow | undefined
  for (const row of rows) {
    const storage = row.storage1d + row.storage2d
    const change = previous ? storage - previous.storage1d - previous.storage2d : 0
    const volumes = [
      row.rain,
      row.lateral,
      row.boundaryIn,
      row.breach,
      row.boundaryOut,
      row.pumps,
      row.infiltration,
      row.storage1d,
      row.storage2d,
      change,
      row.volumeError,
    ]
    lines.push([String(row.time), ...volumes.map(cubicMetres)].join(','))
    previous = row
  }
  return `${lines.join('\n')}\n`
}
