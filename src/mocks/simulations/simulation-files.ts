import type { MockSimulationFile } from '@/mocks/db/records'

/** Where the bytes of an uploaded simulation file live: the ids in the key find its record again. */
export function simulationFileKey(folder: string, simulationId: number, id: number, name: string) {
  return `simulations/${simulationId}/${folder}/${id}/${name}`
}

/** The record a storage key belongs to, by the ids in the key (`folder` is a plain path part). */
export function simulationFileOfKey<Record extends MockSimulationFile>(
  records: readonly Record[],
  folder: string,
  key: string,
): Record | undefined {
  const match = new RegExp(`^simulations/(\\d+)/${folder}/(\\d+)/`).exec(key)
  if (!match) return undefined
  const [simulationId, id] = [Number(match[1]), Number(match[2])]
  return records.find(
    (record) =>
      record.id === id && record.simulation_id === simulationId && record.storage_key === key,
  )
}
