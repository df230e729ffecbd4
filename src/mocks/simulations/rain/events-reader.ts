import type { ConfiguredEventsReader } from '../configuration'
import { rainNetcdfRecord, rainOfSimulation } from './records'

export const rainEventsReader: ConfiguredEventsReader = (world, simulation, apiUrl) => ({
  filerasterrain: rainOfSimulation(world, simulation.id).map((record) =>
    rainNetcdfRecord(record, apiUrl),
  ),
})
