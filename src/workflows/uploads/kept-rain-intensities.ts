import { readRainNetcdf } from '@/lib/rain/read-rain-netcdf'
import { keptFiles } from './kept-files'

/** The rain's mm/h per interval from the file this browser uploaded; null when it has no copy. */
export async function keptRainIntensities(
  simulationId: number,
  filename: string,
): Promise<number[] | null> {
  const kept = await keptFiles().find(simulationId, filename)
  if (kept === undefined) return null
  const reading = await readRainNetcdf(new Uint8Array(await kept.arrayBuffer()))
  return reading.ok ? reading.mmPerHour : null
}
