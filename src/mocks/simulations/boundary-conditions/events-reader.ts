import type { ConfiguredEventsReader } from '../configuration'
import { boundaryFileRecord, boundaryFilesOfSimulation } from './records'

/** `fileboundaryconditions` of the events overview: the simulation's boundary-conditions file. */
export const boundaryFileEventsReader: ConfiguredEventsReader = (world, simulation, apiUrl) => ({
  fileboundaryconditions: boundaryFilesOfSimulation(world, simulation.id).map((record) =>
    boundaryFileRecord(record, apiUrl),
  ),
})
