import type { ConfiguredEventsReader } from '../configuration'
import { rainNetcdfRecord, rainOfSimulation } from './records'

/** `filerasterrain` of the events overview: the simulation's rain NetCDFs. */
export const rainEventsReader: ConfiguredEventsReader = (world, simulation, apiUrl) => ({
  filerasterrain: rainOfSimulation(world, simulation.id).map((record) =>
    rainNetcdfRecord(record, apiUrl),
  ),
})
