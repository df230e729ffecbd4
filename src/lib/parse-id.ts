/** A record id from a route or path parameter: digits only, positive, and small enough to stay an exact number. */
export function parseId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return null
  const id = Number(raw)
  return id > 0 ? id : null
}
