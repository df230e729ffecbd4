import type { PostProcessingResources } from '@/api/simulations/post-processing-queries'
import type { PostProcessingStatusName } from '@/api/simulations/post-processing-schema'

/** RD New: the Dutch national grid; a model in it lies in the Netherlands (decision 0015). */
const RD_NEW = 28992

/** Whether damage can be estimated: by the model's EPSG; null when the model does not say. */
export function inNetherlands(epsg: number | null | undefined): boolean | null {
  if (epsg === null || epsg === undefined) return null
  return epsg === RD_NEW
}

export type AvailabilityInput = {
  resources: PostProcessingResources
  viewer: PostProcessingStatusName | null
  simulationStatus: string | undefined
  /** From the model's EPSG; null when unknown (the server then decides). */
  modelInNetherlands: boolean | null
}

/** Why each request cannot be made now (api.md "Results", creation constraints); null: it can. */
export type Availability = {
  basic: string | null
  arrival: string | null
  damage: string | null
  start: string | null
}

const VIEWER_STARTED =
  'The viewer has already been started for this simulation: nothing can be added.'

export function viewerStarted(viewer: PostProcessingStatusName | null): boolean {
  return viewer !== null && viewer !== 'created'
}

export function availability(input: AvailabilityInput): Availability {
  const { resources, viewer } = input
  const started = viewerStarted(viewer)
  const processed = resources.basic?.process_basic_results === true
  const needsProcessedBasic = resources.basic
    ? 'The Basic post-processing does not process basic results, which this needs.'
    : 'Set up Basic post-processing with "process basic results" first.'
  const crashed = input.simulationStatus === 'crashed'
  return {
    basic: started
      ? VIEWER_STARTED
      : resources.basic
        ? 'Basic post-processing is set up (one per simulation).'
        : crashed
          ? 'The run crashed: there are no results to post-process.'
          : null,
    arrival: started
      ? VIEWER_STARTED
      : resources.arrival
        ? 'Arrival time is requested (one per simulation).'
        : processed
          ? null
          : needsProcessedBasic,
    damage: started
      ? VIEWER_STARTED
      : input.modelInNetherlands === false
        ? 'Damage is estimated only for models within the Netherlands; this model lies outside.'
        : resources.damage
          ? 'Damage is requested (one per simulation).'
          : processed
            ? null
            : needsProcessedBasic,
    start: started
      ? null
      : !resources.basic
        ? 'Set up Basic post-processing first.'
        : input.simulationStatus !== 'finished'
          ? 'The viewer starts by itself when the run finishes.'
          : null,
  }
}
