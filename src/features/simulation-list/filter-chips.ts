export type FilterValue = string | number | boolean | readonly string[]

/** How one URL/API filter parameter is named to a person, and how its value reads. */
export type ChipSpec = { label: string; format?: (value: FilterValue) => string }
export type Chip = { param: string; text: string }

function plain(value: FilterValue): string {
  if (typeof value === 'string') return `“${value}”`
  if (Array.isArray(value)) return value.join(', ')
  return String(value)
}

/** One chip per active filter, in the order of `specs`, e.g. `Name contains (any case): “zuid”`. */
export function filterChips(
  specs: Readonly<Record<string, ChipSpec>>,
  filters: Readonly<Record<string, FilterValue | undefined>>,
): Chip[] {
  return Object.entries(specs).flatMap(([param, spec]) => {
    const value = filters[param]
    if (value === undefined) return []
    const shown = spec.format ? spec.format(value) : plain(value)
    return [{ param, text: `${spec.label}: ${shown}` }]
  })
}

/** Filter states have only optional keys, so dropping one keeps the type. */
export function withoutFilter<F extends object>(filters: F, param: string): F {
  const next = { ...filters }
  Reflect.deleteProperty(next, param)
  return next
}
