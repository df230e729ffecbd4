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
  const { timestamps, interval } = record
  const last = timestamps?.at(-1)
  return {
    id: record.id,
    uid: record.uid,
    url: apiUrl(`/simulations/${record.simulation_id}/events/rain/rasters/netcdf/${record.id}/`),
    simulation: apiUrl(`/simulations/${record.simulation_id}/`),
    offset: 0,
    duration: last === undefined || interval === null ? null : last + interval,
    multiplier: 1,
    timestamps,
    interval,
    // The reference's units are an enum: absent, not null, until the file is processed.
    ...(record.units === null ? {} : { units: record.units }),
    file: { ...record.file },
  }
}
