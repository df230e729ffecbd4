import type { ConfiguredEventsReader } from './configuration'
import { rainEventsReader } from './rain/events-reader'

/**
 * The readers behind the events overview, one per configuration resource (initial conditions,
 * breaches, rain, saved-state events, ...). A resource adds its reader here.
 */
export const configuredEventsReaders: readonly ConfiguredEventsReader[] = [rainEventsReader]
