export type PageRange = { first: number; last: number; count: number }

/** 1-based, inclusive numbers of the items on the current page; `null` when there are none. */
export function pageRange(count: number, limit: number, offset: number): PageRange | null {
  if (count <= 0 || offset >= count) return null
  const first = Math.max(0, offset) + 1
  const last = Math.min(count, Math.max(0, offset) + Math.max(1, limit))
  return { first, last, count }
}

export function describePageRange(count: number, limit: number, offset: number): string {
  const range = pageRange(count, limit, offset)
  if (!range) return count > 0 ? `Past the last of ${count}` : 'Nothing to show'
  return `Showing ${range.first}–${range.last} of ${range.count}`
}

export function previousOffset(limit: number, offset: number): number | null {
  return offset > 0 ? Math.max(0, offset - limit) : null
}

export function nextOffset(count: number, limit: number, offset: number): number | null {
  return offset + limit < count ? offset + limit : null
}
