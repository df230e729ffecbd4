import type { World } from '@/mocks/db/world'
import { boundaryFilesOfSimulation } from '../boundary-conditions/records'
import { initialConditionsOfSimulation } from '../initial-conditions'
import { savedStateEventsOfSimulation } from '../saved-state-events'
import { structureControlRecords } from '../structure-controls/records'
import type { RunInitialConditions, RunSavedState, RunStructureControl } from './run-description'

export function runInitialConditions(world: World, simulationId: number): RunInitialConditions {
  const described: RunInitialConditions = { savedState: null, oneD: 'default', twoD: null }
  for (const record of initialConditionsOfSimulation(world, simulationId)) {
    if (record.kind === 'predefined_1d') described.oneD = 'predefined'
    if (record.kind === 'saved_state') {
      const state = world.savedStates.find((each) => each.id === record.saved_state_id)
      described.savedState = { id: record.saved_state_id, name: state?.name ?? 'removed' }
    }
    if (record.kind === 'raster_2d') {
      const raster = world.rasters.find((each) => each.id === record.raster_id)
      described.twoD = {
        rasterId: record.raster_id,
        rasterName: raster?.name ?? 'removed',
        aggregation: record.aggregation_method,
      }
    }
  }
  return described
}

/** The valid structure controls: an invalid or unchecked one is not applied by the run. */
export function runStructureControls(world: World, simulationId: number): RunStructureControl[] {
  return structureControlRecords(world)
    .filter((record) => record.simulation_id === simulationId && record.state === 'valid')
    .map(({ kind, body, resolved_grid_id }) => ({
      kind,
      action: body.type,
      structureType: body.structure_type,
      structure: String(body.structure_id ?? `grid id ${body.grid_id ?? resolved_grid_id}`),
      offset: body.offset,
      duration: body.duration,
    }))
}

/** Timed saved-state events; a stable-threshold one has no time the mock could name. */
export function runSavedStates(world: World, simulationId: number): RunSavedState[] {
  return savedStateEventsOfSimulation(world, simulationId).flatMap((event) =>
    event.type === 'timed' && event.time !== null ? [{ name: event.name, time: event.time }] : [],
  )
}

export function runBoundaryFile(world: World, simulationId: number): string | null {
  const valid = boundaryFilesOfSimulation(world, simulationId).find(
    (record) => record.state === 'valid',
  )
  return valid?.file.filename ?? null
}
