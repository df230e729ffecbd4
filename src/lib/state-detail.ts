export function detailMessages(detail: unknown): string[] {
  if (detail === null || detail === undefined) return []
  if (typeof detail === 'string') return [detail]
  if (Array.isArray(detail)) return detail.flatMap(detailMessages)
  if (typeof detail === 'object') return Object.values(detail).flatMap(detailMessages)
  return [String(detail)]
}
