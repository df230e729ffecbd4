import type { ResultFile } from '@/api/simulations/result-files-schema'

const DAY_MS = 24 * 3600 * 1000

export type Expiry = { expired: boolean; text: string }

/**
 * "Expires in N days" from `file.expiry_date`, the calendar day (UTC) on which the file goes;
 * `state: removed`, or a day already past, is "Expired" (decisions.md "Results and
 * post-processing": its download answers 400, so none is offered).
 */
export function expiryOf(file: ResultFile, now: Date): Expiry {
  if (file.file.state === 'removed') return { expired: true, text: 'Expired' }
  const date = file.file.expiry_date
  if (date === undefined) return { expired: false, text: 'Does not expire' }
  const left = Date.parse(`${date}T00:00:00Z`) - now.getTime()
  if (left <= -DAY_MS) return { expired: true, text: 'Expired' }
  if (left <= 0) return { expired: false, text: 'Expires today' }
  const days = Math.ceil(left / DAY_MS)
  return { expired: false, text: `Expires in ${days} ${days === 1 ? 'day' : 'days'}` }
}
