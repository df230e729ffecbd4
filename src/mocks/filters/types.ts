/** Lookups of api.md "List filtering" (plus the few Django siblings the reference lists). */
export type Comparison = 'exact' | 'gt' | 'gte' | 'lt' | 'lte'
export type DatePart = 'date' | 'year' | 'month' | 'day'

export type StringLookup =
  | 'exact'
  | 'iexact'
  | 'contains'
  | 'icontains'
  | 'startswith'
  | 'istartswith'
  | 'endswith'
  | 'iendswith'
  | 'in'
  | 'isnull'
export type NumberLookup = Comparison | 'in' | 'isnull'
export type BooleanLookup = 'exact' | 'isnull'
/** `created__date__gte`, `created__year`, `created__gt`, ... */
export type DateLookup =
  Comparison | 'isnull' | DatePart | `${DatePart}__${Exclude<Comparison, 'exact'>}`
/** `tags__in=a,b` selects records carrying any of the tags. */
export type TagsLookup = 'in'

export type Lookup = StringLookup | NumberLookup | BooleanLookup | DateLookup | TagsLookup

type Maybe<Value> = Value | null | undefined

/**
 * One filterable field. `get` reads the value from a stored record, which is also how relations
 * work: the key `simulation__user__username` simply has a `get` that walks to the user.
 * `lookups` narrows what the field accepts; by default every lookup of its type.
 */
export type FieldSpec<T> =
  | { type: 'string'; get: (record: T) => Maybe<string>; lookups?: readonly StringLookup[] }
  | { type: 'number'; get: (record: T) => Maybe<number>; lookups?: readonly NumberLookup[] }
  | { type: 'boolean'; get: (record: T) => Maybe<boolean>; lookups?: readonly BooleanLookup[] }
  /** A calendar date stored as `YYYY-MM-DD`. */
  | { type: 'date'; get: (record: T) => Maybe<string>; lookups?: readonly DateLookup[] }
  /** An ISO-8601 timestamp; date parts are taken in UTC. */
  | { type: 'datetime'; get: (record: T) => Maybe<string | Date>; lookups?: readonly DateLookup[] }
  | { type: 'tags'; get: (record: T) => Maybe<readonly string[]>; lookups?: readonly TagsLookup[] }

export type FieldType = FieldSpec<unknown>['type']

export type SortKey = string | number | boolean | null | undefined

export type ListSpec<T> = {
  /** Keyed by query-parameter name without lookup: `name`, `created`, `simulation__user__username`. */
  fields: Record<string, FieldSpec<T>>
  /** Keyed by the names `ordering=` accepts. */
  ordering: Record<string, (record: T) => SortKey>
  /** E.g. `['-created']`; also breaks ties of a requested ordering. */
  defaultOrdering: readonly string[]
  /**
   * Filters applied unless the query names the same field with any lookup, e.g. the model list's
   * `{ disabled: 'false' }` that `disabled=True` lifts (api.md "Defaults of the model list").
   */
  defaultFilters?: Record<string, string>
}

export type FilterErrors = Record<string, string[]>
