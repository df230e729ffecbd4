import { boundaryLabel, type BoundaryRef } from '@/api/simulations/boundary-conditions-coverage'
import { detailMessages } from '@/lib/state-detail'

export type PlacedDetail = {
  byBoundary: Map<number, string[]>
  general: string[]
}

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
