import type { World } from '@/mocks/db/world'
import { simulationFileKey, simulationFileOfKey } from '../simulation-files'
import type { MockRainNetcdf } from '@/mocks/db/records'

const FOLDER = 'rain-netcdf'

export function rainStorageKey(simulationId: number, id: number, filename: string): string {
  return simulationFileKey(FOLDER, simulationId, id, filename)
}

export function rainRecordOfKey(world: World, key: string): MockRainNetcdf | undefined {
  return simulationFileOfKey(rainRecords(world), FOLDER, key)
}

export function rainRecords(world: World): MockRainNetcdf[] {
  return world.rainNetcdfs
}

export function rainOfSimulation(world: World, simulationId: number): MockRainNetcdf[] {
  return rainRecords(world).filter((record) => record.simulation_id === simulationId)
}

export function rainNetcdfRecord(record: MockRainNetcdf, apiUrl: (path: string) => string) {
  const { timestamps, interval, epsg_code: epsgCode, geotransform } = record
  return {
    id: record.id,
    uid: record.uid,
    url: apiUrl(`/simulations/${record.simulation_id}/events/rain/rasters/netcdf/${record.id}/`),
    simulation: apiUrl(`/simulations/${record.simulation_id}/`),
    offset: record.offset ?? 0,
    duration: durationOf(record),
    multiplier: 1,
    timestamps,
    interval,
    // The reference's units are an enum: absent, not null, until the file is processed.
    ...(record.units === null ? {} : { units: record.units }),
    ...(epsgCode == null ? {} : { epsg_code: epsgCode }),
    ...(geotransform == null ? {} : { geotransform }),
    file: { ...record.file },
  }
}

/** The platform's last time value only closes the interval before it (rain-facts.md). */
function durationOf({ timestamps, interval }: MockRainNetcdf): number | null {
  const last = timestamps?.at(-1)
  if (last === undefined || interval === null) return null
  return timestamps && timestamps.length > 1 ? last - (timestamps[0] ?? 0) : interval
}
