/** api.md "Models" 3: the model list and the saved-state list order by the same three fields. */
export const orderingValues = ['-created', 'created', 'name', '-name', 'id', '-id'] as const
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

export function isOrdering(value: string | undefined): value is Ordering {
  return orderingValues.some((ordering) => ordering === value)
}
