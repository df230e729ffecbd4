import type { SideViewRow } from '@/lib/side-view/side-view-rows'

const metres = (value: number) => value.toLocaleString('en', { maximumFractionDigits: 2 })

function range(values: readonly (number | null)[]): string | null {
  const known = values.filter((value): value is number => value !== null)
  if (known.length === 0) return null
  const [low, high] = [Math.min(...known), Math.max(...known)]
  return low === high ? `${metres(low)} m` : `${metres(low)} to ${metres(high)} m`
}

/** The chart in words, for a screen reader and for checking what it shows. */
export function sideViewSummary(
  rows: readonly SideViewRow[],
  timeText: string,
  comparedName: string | null,
): string {
  const cells = rows.slice(0, -1).filter((row) => row.cell !== null)
  const wet = (key: 'level' | 'compared') => {
    const levels = range(cells.map((row) => row[key]))
    const count = cells.filter((row) => row[key] !== null).length
    return levels ? `${levels} in ${count} of ${cells.length} cells` : 'dry in every cell'
  }
  const length = metres(rows.at(-1)?.distance ?? 0)
  const bottom = range(cells.map((row) => row.bottom)) ?? 'unknown'
  const compared = comparedName ? `; ${comparedName}: ${wet('compared')}` : ''
  return `${length} m along the line at ${timeText}: bottom ${bottom}; water level ${wet('level')}${compared}.`
}
