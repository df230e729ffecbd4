import type { ConfiguredEventsReader } from '../configuration'
import { boundaryFileRecord, boundaryFilesOfSimulation } from './records'

export const boundaryFileEventsReader: ConfiguredEventsReader = (world, simulation, apiUrl) => ({
  fileboundaryconditions: boundaryFilesOfSimulation(world, simulation.id).map((record) =>
    boundaryFileRecord(record, apiUrl),
  ),
})
