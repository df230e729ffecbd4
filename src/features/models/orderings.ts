import { modelOrderings } from '@/api/list-definitions'

export const orderingValues = modelOrderings
export type Ordering = (typeof orderingValues)[number]
export const defaultOrdering: Ordering = '-created'

export const orderingLabels: Record<Ordering, string> = {
  '-created': 'Newest first',
  created: 'Oldest first',
  name: 'Name A–Z',
  '-name': 'Name Z–A',
  id: 'ID, low to high',
  '-id': 'ID, high to low',
}
