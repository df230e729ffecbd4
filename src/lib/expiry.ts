const DAY_MS = 24 * 60 * 60 * 1000

export type Expiry = { expired: boolean; text: string }

/** Whole days left, rounded down, so the app never promises more time than there is. */
function expiresIn(left: number): string {
  const days = Math.floor(left / DAY_MS)
  if (days < 1) return 'Expires in less than a day'
  return days === 1 ? 'Expires in 1 day' : `Expires in ${days} days`
}

export function describeExpiry(expiry: string | Date, now: Date): string {
  const at = typeof expiry === 'string' ? Date.parse(expiry) : expiry.getTime()
  if (Number.isNaN(at)) return 'Expiry unknown'
  const left = at - now.getTime()
  return left <= 0 ? 'Expired' : expiresIn(left)
}

/** The thing may go at any moment of its UTC day: counted to the day's start, usable till its end. */
export function expiryOfDay(date: string | undefined, now: Date): Expiry {
  if (date === undefined) return { expired: false, text: 'Does not expire' }
  const start = Date.parse(`${date}T00:00:00Z`)
  if (Number.isNaN(start)) return { expired: false, text: 'Expiry unknown' }
  const left = start - now.getTime()
  if (left <= -DAY_MS) return { expired: true, text: 'Expired' }
  if (left <= 0) return { expired: false, text: 'Expires today' }
  return { expired: false, text: expiresIn(left) }
}
