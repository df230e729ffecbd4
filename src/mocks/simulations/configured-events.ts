import { readBreachEvents } from './breach-events'
import type { ConfiguredEventsReader } from './configuration'

/**
 * The readers behind the events overview, one per configuration resource (initial conditions,
 * breaches, rain, saved-state events, ...). A resource adds its reader here.
 */
export const configuredEventsReaders: readonly ConfiguredEventsReader[] = [readBreachEvents]
