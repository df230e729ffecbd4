import { boundaryLabel, type BoundaryRef } from '@/api/simulations/boundary-conditions-coverage'

/** The messages of a `state_detail`, whatever its shape (a string, a list, an object of lists). */
export function detailMessages(detail: unknown): string[] {
  if (detail === null || detail === undefined) return []
  if (typeof detail === 'string') return [detail]
  if (Array.isArray(detail)) return detail.flatMap(detailMessages)
  if (typeof detail === 'object') return Object.values(detail).flatMap(detailMessages)
  return [String(detail)]
}

export type PlacedDetail = {
  /** Messages that name a boundary, by its position in `boundaries`. */
  byBoundary: Map<number, string[]>
  /** Messages about the file as a whole. */
  general: string[]
}

/** Each message placed next to the boundary it names ("1D boundary 3"), or with the file. */
export function placeDetail(detail: unknown, boundaries: readonly BoundaryRef[]): PlacedDetail {
  const byBoundary = new Map<number, string[]>()
  const general: string[] = []
  for (const message of detailMessages(detail)) {
    const index = boundaries.findIndex((boundary) =>
      new RegExp(`\\b${boundaryLabel(boundary)}\\b`).test(message),
    )
    if (index === -1) general.push(message)
    else byBoundary.set(index, [...(byBoundary.get(index) ?? []), message])
  }
  return { byBoundary, general }
}
