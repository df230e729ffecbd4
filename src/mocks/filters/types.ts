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
export type DateLookup =
  Comparison | 'isnull' | DatePart | `${DatePart}__${Exclude<Comparison, 'exact'>}`
export type TagsLookup = 'in'

export type Lookup = StringLookup | NumberLookup | BooleanLookup | DateLookup | TagsLookup

type Maybe<Value> = Value | null | undefined

/** `get` reads the value from a stored record, so a relation is a `get` that walks to it. */
export type FieldSpec<T> =
  | { type: 'string'; get: (record: T) => Maybe<string>; lookups?: readonly StringLookup[] }
  | { type: 'number'; get: (record: T) => Maybe<number>; lookups?: readonly NumberLookup[] }
  | { type: 'boolean'; get: (record: T) => Maybe<boolean>; lookups?: readonly BooleanLookup[] }
  | { type: 'date'; get: (record: T) => Maybe<string>; lookups?: readonly DateLookup[] }
  /** An ISO-8601 timestamp; date parts are taken in UTC. */
  | { type: 'datetime'; get: (record: T) => Maybe<string | Date>; lookups?: readonly DateLookup[] }
  | { type: 'tags'; get: (record: T) => Maybe<readonly string[]>; lookups?: readonly TagsLookup[] }

export type FieldType = FieldSpec<unknown>['type']

export type SortKey = string | number | boolean | null | undefined

export type ListSpec<T> = {
  fields: Record<string, FieldSpec<T>>
  ordering: Record<string, (record: T) => SortKey>
  defaultOrdering: readonly string[]
  /** Applied unless the query names the field with any lookup (api.md: model list defaults). */
  defaultFilters?: Record<string, string>
}

export type FilterErrors = Record<string, string[]>
