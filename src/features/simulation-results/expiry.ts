import type { ResultFile } from '@/api/simulations/result-files-schema'
import { expiryOfDay, type Expiry } from '@/lib/expiry'

/** `state: removed` is "Expired" whatever the date: its download answers 400 (decisions.md). */
export function expiryOf(file: ResultFile, now: Date): Expiry {
  if (file.file.state === 'removed') return { expired: true, text: 'Expired' }
  return expiryOfDay(file.file.expiry_date, now)
}
