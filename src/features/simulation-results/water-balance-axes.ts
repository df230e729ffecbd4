/** Seconds since the start as run time h:mm (hours not wrapped at 24), to the nearest minute. */
export function formatRunTime(seconds: number): string {
  const minutes = Math.round(seconds / 60)
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
}

/** The key of the `index`th term in a row of `sharedRows` (term names may hold dots). */
export function termKey(index: number): string {
  return `term${index}`
}

export type SharedRow = { x: number } & Record<string, number | undefined>

/** The terms as one table by time, a term absent where it has no point at that time. */
export function sharedRows(terms: readonly { points: readonly { x: number; y: number }[] }[]) {
  const rows = new Map<number, SharedRow>()
  for (const [index, term] of terms.entries()) {
    for (const point of term.points) {
      const row = rows.get(point.x) ?? { x: point.x }
      row[termKey(index)] = point.y
      rows.set(point.x, row)
    }
  }
  return [...rows.values()].sort((a, b) => a.x - b.x)
}
