import { browserRecords } from '@/lib/browser-record-names'
import { browserKeyValue } from './browser-key-value'

/**
 * Forgets them all. The demo's world, started again, numbers its simulations anew: a kept record
 * would otherwise speak of another simulation with the same id.
 */
export async function forgetBrowserRecords(): Promise<void> {
  await Promise.all(Object.values(browserRecords).map((name) => browserKeyValue(name).clear()))
}
