import type { ResultFile } from '@/api/simulations/result-files-schema'
import { expiryOfDay, type Expiry } from '@/lib/expiry'

/**
 * A result file's expiry from `file.expiry_date`, the calendar day (UTC) on which the file goes;
 * `state: removed` is "Expired" whatever the date (decisions.md "Results and post-processing":
 * its download answers 400, so none is offered).
 */
export function expiryOf(file: ResultFile, now: Date): Expiry {
  if (file.file.state === 'removed') return { expired: true, text: 'Expired' }
  return expiryOfDay(file.file.expiry_date, now)
}
