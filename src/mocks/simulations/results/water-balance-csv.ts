import type { BalanceRow, WaterBalance } from './water-balance'

type Totals = Record<
  'rain' | 'inflowObc' | 'outflowObc' | 'lateral2d' | 'infiltrated' | 'pumped' | 'error',
  number
>

/** The platform's columns (test-data/platform/facts/log-zip/README.md); unsourced terms stay 0. */
const COLUMNS: readonly [string, (row: BalanceRow, totals: Totals) => number][] = [
  ['B:volume_in_1d_domain [m3]', (row) => row.storage1d],
  ['C:volume_in_2d_surface_domain [m3]', (row) => row.storage2d],
  ['D:volume_in_2d_groundwater_domain [m3]', () => 0],
  ['E:cum_rain_1d_domain [m3]', () => 0],
  ['F:cum_rain_2d_domain [m3]', (_, totals) => totals.rain],
  ['G:cum_inflow_obc [m3]', (_, totals) => totals.inflowObc],
  ['H:cum_outflow_obc [m3]', (_, totals) => totals.outflowObc],
  ['I:cum_vol_1d_lateral [m3]', () => 0],
  ['J:cum_vol_2d_lateral [m3]', (_, totals) => totals.lateral2d],
  ['K:cum_volume_surfaces_sourcesinks [m3]', () => 0],
  ['L:cum_infiltrated_volume [m3]', (_, totals) => totals.infiltrated],
  ['M:cum_exfiltrated_volume [m3]', () => 0],
  // The platform writes this one header without a unit.
  ['N:cum_vol_leakage', () => 0],
  ['O:cum_pumped_outflow [m3]', (_, totals) => totals.pumped],
  ['P:cum_intercepted_volume [m3]', () => 0],
  ['Q:volume_error [m3]', (_, totals) => totals.error],
]

export const WATER_BALANCE_HEADER = ['A:t [s]', ...COLUMNS.map(([name]) => name)]

/** Fortran's E16.9 as the platform writes it: ` 0.757681657E+04`, `-0.271007175E-22`. */
export function fortranE(value: number): string {
  if (value === 0) return ' 0.000000000E+00'
  const [digits = '', exponent = '0'] = Math.abs(value).toExponential(8).split('e')
  const power = Number(exponent) + 1
  const powerText = `${power < 0 ? '-' : '+'}${String(Math.abs(power)).padStart(2, '0')}`
  return `${value < 0 ? '-' : ' '}0.${digits.replace('.', '')}E${powerText}`
}

export const fortranF = (seconds: number) => seconds.toFixed(4).padStart(12)

function addInterval(totals: Totals, row: BalanceRow): Totals {
  return {
    rain: totals.rain + row.rain,
    inflowObc: totals.inflowObc + row.boundaryIn + row.breach,
    outflowObc: totals.outflowObc + row.boundaryOut,
    lateral2d: totals.lateral2d + row.lateral,
    infiltrated: totals.infiltrated + row.infiltration,
    pumped: totals.pumped + row.pumps,
    error: totals.error + row.volumeError,
  }
}

export function waterBalanceCsv({ rows }: WaterBalance): string {
  const lines = [WATER_BALANCE_HEADER.join(',')]
  let totals: Totals = {
    rain: 0,
    inflowObc: 0,
    outflowObc: 0,
    lateral2d: 0,
    infiltrated: 0,
    pumped: 0,
    error: 0,
  }
  for (const row of rows) {
    totals = addInterval(totals, row)
    const values = COLUMNS.map(([, value]) => fortranE(value(row, totals) / 1000))
    lines.push(`${fortranF(row.time)},${values.join(',')},`)
  }
  return `${lines.join('\n')}\n`
}
