import { readBreachEvents } from './breach-events'
import type { ConfiguredEventsReader } from './configuration'
import { readInitialConditions } from './initial-conditions'
import { readSavedStateEvents } from './saved-state-events'
import { rainEventsReader } from './rain/events-reader'
import { boundaryFileEventsReader } from './boundary-conditions/events-reader'
import { structureControlEventsReader } from './structure-controls/records'

/**
 * The readers behind the events overview, one per configuration resource (initial conditions,
 * breaches, rain, saved-state events, ...). A resource adds its reader here.
 */
export const configuredEventsReaders: readonly ConfiguredEventsReader[] = [
  readInitialConditions,
  readSavedStateEvents,
  rainEventsReader,
  readBreachEvents,
  boundaryFileEventsReader,
  structureControlEventsReader,
]
