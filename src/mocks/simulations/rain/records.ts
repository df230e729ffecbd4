import type { World } from '@/mocks/db/world'
import type { MockRainNetcdf } from '@/mocks/db/records'

const KEY_PATTERN = /^simulations\/(\d+)\/rain-netcdf\/(\d+)\//

export function rainStorageKey(simulationId: number, id: number, filename: string): string {
  return `simulations/${simulationId}/rain-netcdf/${id}/${filename}`
}

/** The record a storage key belongs to, by the ids in the key. */
export function rainRecordOfKey(world: World, key: string): MockRainNetcdf | undefined {
  const match = KEY_PATTERN.exec(key)
  if (!match) return undefined
  const [simulationId, id] = [Number(match[1]), Number(match[2])]
  return rainRecords(world).find(
    (record) =>
      record.id === id && record.simulation_id === simulationId && record.storage_key === key,
  )
}

/** The world's rain files. */
export function rainRecords(world: World): MockRainNetcdf[] {
  return world.rainNetcdfs
}

export function rainOfSimulation(world: World, simulationId: number): MockRainNetcdf[] {
  return rainRecords(world).filter((record) => record.simulation_id === simulationId)
}

/** The record in API shape (reference `NetCDFRasterRain`). */
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
