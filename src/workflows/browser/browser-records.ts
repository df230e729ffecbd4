import { browserKeyValue } from './browser-key-value'

/**
 * The IndexedDB databases in which this browser keeps what it did with the API's simulations,
 * each naming them by id: the copies' plans, the scenario sets' plans, the rain files it uploaded.
 */
export const browserRecords = {
  copies: 'polder-copies',
  sets: 'polder-sets',
  keptFiles: 'polder-kept-files',
} as const

/**
 * Forgets them all. The demo's world, started again, numbers its simulations anew: a kept record
 * would otherwise speak of another simulation with the same id.
 */
export async function forgetBrowserRecords(): Promise<void> {
  await Promise.all(Object.values(browserRecords).map((name) => browserKeyValue(name).clear()))
}
