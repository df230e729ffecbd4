import { browserRecords } from '@/lib/browser-record-names'
import { browserKeyValue } from './browser-key-value'

export async function forgetBrowserRecords(): Promise<void> {
  await Promise.all(Object.values(browserRecords).map((name) => browserKeyValue(name).clear()))
}
