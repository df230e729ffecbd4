import { readBreachEvents } from './breach-events'
import type { ConfiguredEventsReader } from './configuration'
import { readInitialConditions } from './initial-conditions'
import { readSavedStateEvents } from './saved-state-events'
import { rainEventsReader } from './rain/events-reader'
import { boundaryFileEventsReader } from './boundary-conditions/events-reader'
import { structureControlEventsReader } from './structure-controls/records'

/** One reader per configuration resource; a resource adds its reader here. */
export const configuredEventsReaders: readonly ConfiguredEventsReader[] = [
  readInitialConditions,
  readSavedStateEvents,
  rainEventsReader,
  readBreachEvents,
  boundaryFileEventsReader,
  structureControlEventsReader,
]
