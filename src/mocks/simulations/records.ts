import type { z } from 'zod'
import type {
  currentStatus,
  CurrentStatus,
  Progress,
  Simulation,
  StatusRecord,
} from '@/api/simulations/schema'
import type { World } from '@/mocks/db/world'
import type { StoredObject } from '@/mocks/storage/object-store'
import { liveTime } from './history'
import { isExpired } from './result-files'
import type { MockResultFile, MockSimulation, MockStatus } from '@/mocks/db/records'

type ApiUrl = (path: string) => string

export const simulationPath = (id: number) => `/simulations/${id}/`

export function simulationRecord(simulation: MockSimulation, apiUrl: ApiUrl): Simulation {
  return {
    ...simulation,
    url: apiUrl(simulationPath(simulation.id)),
    hydromodel: apiUrl(`/hydromodels/${simulation.hydromodel_id}/`),
  }
}

/** A status as answered: a running simulation's `time` is the simulated time reached at `now`. */
export function currentStatusRecord(
  world: World,
  simulation: MockSimulation,
  status: MockStatus,
  now: Date,
): CurrentStatus {
  return {
    id: status.id,
    name: status.name,
    created: status.created,
    time: liveTime(simulation, status, world.simulationSettings, now),
    paused: status.paused,
    exit_code: status.exit_code,
    detail: status.detail ?? null,
  }
}

export function currentStatusAnswer(record: CurrentStatus): z.input<typeof currentStatus> {
  return { ...record, paused: record.paused === true }
}

export function statusRecord(
  world: World,
  simulation: MockSimulation,
  status: MockStatus,
  now: Date,
  apiUrl: ApiUrl,
): StatusRecord {
  return {
    ...currentStatusRecord(world, simulation, status, now),
    simulation: apiUrl(simulationPath(simulation.id)),
    simulation_id: simulation.id,
    simulation_name: simulation.name,
    simulation_tags: simulation.tags,
    simulation_user_username: simulation.user,
    simulation_organisation_name: simulation.organisation_name,
    hydromodel_id: simulation.hydromodel_id,
  }
}

export function progressRecord(
  world: World,
  simulation: MockSimulation,
  status: MockStatus,
  now: Date,
): Progress {
  const time = liveTime(simulation, status, world.simulationSettings, now)
  const done = status.name === 'finished' ? simulation.duration : time
  return { percentage: Math.floor((done / simulation.duration) * 100), time: done }
}

export type ResultFileAnswer = {
  id: number
  url: string
  filename: string
  created: string
  file: MockResultFile['file']
}

export function resultFileRecord(
  file: MockResultFile,
  apiUrl: ApiUrl,
  now: Date,
  stored?: StoredObject,
): ResultFileAnswer {
  const known = stored ? { size: stored.body.byteLength, etag: stored.etag } : {}
  return {
    id: file.id,
    url: apiUrl(`${simulationPath(file.simulation_id)}results/files/${file.id}/`),
    filename: file.filename,
    created: file.created,
    file: { ...file.file, ...known, ...(isExpired(file, now) ? { state: 'removed' } : {}) },
  }
}
