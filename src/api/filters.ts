import { z } from 'zod'
import { parseDateInput } from '@/lib/local-time'
import type { Query } from './client'

export const lookups = [
  'exact',
  'contains',
  'icontains',
  'startswith',
  'istartswith',
  'endswith',
  'date',
  'date__gte',
  'date__lte',
  'year',
  'month',
  'in',
  'gt',
  'gte',
  'lt',
  'lte',
  'isnull',
] as const
export type Lookup = (typeof lookups)[number]
export const fieldTypes = ['string', 'number', 'boolean', 'datetime', 'tags'] as const
export type FieldType = (typeof fieldTypes)[number]

export type FieldSpec = { type: FieldType; lookups: readonly Lookup[] }
/** Declared once per resource: the client's filter builder and the mock's filter engine both read it. */
export type FilterDefinition = Record<string, FieldSpec>

export function defineFilters<const D extends FilterDefinition>(definition: D): D {
  return definition
}

type LookupsOf<S> = S extends { lookups: readonly (infer L)[] } ? L : never
type KindOf<S> = S extends { type: infer K } ? K : never
type KindValue<K> = K extends 'number'
  ? number
  : K extends 'boolean'
    ? boolean
    : K extends 'tags'
      ? readonly string[]
      : string
type LookupValue<L, K> = L extends 'exact'
  ? KindValue<K>
  : L extends 'gt' | 'gte' | 'lt' | 'lte' | 'year' | 'month'
    ? number
    : L extends 'isnull'
      ? boolean
      : L extends 'in'
        ? readonly string[]
        : string
type ParamName<F extends string, L> = L extends 'exact'
  ? F
  : L extends string
    ? `${F}__${L}`
    : never
type Entry<D extends FilterDefinition> = {
  [F in keyof D & string]: {
    [L in LookupsOf<D[F]>]: { param: ParamName<F, L>; value: LookupValue<L, KindOf<D[F]>> }
  }[LookupsOf<D[F]>]
}[keyof D & string]

export type FilterState<D extends FilterDefinition> = {
  [E in Entry<D> as E['param']]?: E['value']
}

type ValueKind = 'string' | 'number' | 'boolean' | 'date' | 'year' | 'month' | 'list'
export type FilterParam = { field: string; lookup: Lookup; param: string; kind: ValueKind }

function valueKind(lookup: Lookup, type: FieldType): ValueKind {
  if (lookup === 'exact') return type === 'datetime' ? 'string' : type === 'tags' ? 'list' : type
  if (lookup === 'date' || lookup === 'date__gte' || lookup === 'date__lte') return 'date'
  if (lookup === 'year' || lookup === 'month') return lookup
  if (lookup === 'isnull') return 'boolean'
  if (lookup === 'in') return 'list'
  if (lookup === 'gt' || lookup === 'gte' || lookup === 'lt' || lookup === 'lte') return 'number'
  return 'string'
}

export function filterParams(definition: FilterDefinition): FilterParam[] {
  return Object.entries(definition).flatMap(([field, spec]) =>
    spec.lookups.map((lookup) => ({
      field,
      lookup,
      param: lookup === 'exact' ? field : `${field}__${lookup}`,
      kind: valueKind(lookup, spec.type),
    })),
  )
}

export function isValidDate(value: string): boolean {
  const read = parseDateInput(value)
  return read.ok && read.date === value
}

function listItems(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

function encode(kind: ValueKind, value: unknown): string | null {
  switch (kind) {
    case 'string':
      return typeof value === 'string' && value !== '' ? value : null
    case 'date':
      return typeof value === 'string' && isValidDate(value) ? value : null
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? String(value) : null
    case 'year':
      return Number.isInteger(value) && Number(value) >= 1000 && Number(value) <= 9999
        ? String(value)
        : null
    case 'month':
      return Number.isInteger(value) && Number(value) >= 1 && Number(value) <= 12
        ? String(value).padStart(2, '0')
        : null
    case 'boolean':
      return typeof value === 'boolean' ? String(value) : null
    case 'list': {
      const items = Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []
      const joined = listItems(items.join(','))
      return joined.length > 0 ? joined.join(',') : null
    }
  }
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i

export const filterValueSchemas = {
  string: z.string().min(1),
  date: z
    .string()
    .trim()
    .superRefine((text, context) => {
      const read = parseDateInput(text)
      if (!read.ok) context.addIssue({ code: 'custom', message: read.message })
    }),
  number: z
    .string()
    .trim()
    .regex(NUMBER, 'Enter a number, e.g. 0 or 2.')
    .transform(Number)
    .refine(Number.isFinite, 'Enter a number, e.g. 0 or 2.')
    // `|| 0` turns '-0' into 0, the value String() writes for -0.
    .transform((value) => value || 0),
  year: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Use four digits, e.g. 2026.')
    .transform(Number)
    .refine((year) => year >= 1000, 'Use four digits, e.g. 2026.'),
  month: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, 'Use a month number from 1 to 12.')
    .transform(Number)
    .refine((month) => month >= 1 && month <= 12, 'Use a month number from 1 to 12.'),
  boolean: z
    .string()
    .trim()
    .pipe(z.enum(['true', 'True', '1', 'false', 'False', '0']))
    .transform((value) => ['true', 'True', '1'].includes(value)),
  list: z.array(z.string()).transform((texts) => listItems(texts.join(','))),
} satisfies Record<ValueKind, z.ZodType>

function decode(kind: ValueKind, raw: string): unknown {
  const parsed = filterValueSchemas[kind].safeParse(kind === 'list' ? [raw] : raw)
  if (!parsed.success) return undefined
  return Array.isArray(parsed.data) && parsed.data.length === 0 ? undefined : parsed.data
}

const ORDERING_FIELD = /^-?[A-Za-z_][A-Za-z0-9_]*$/

export function orderingValue(fields: readonly string[]): string | undefined {
  const valid = fields.map((field) => field.trim()).filter((field) => ORDERING_FIELD.test(field))
  return valid.length > 0 ? valid.join(',') : undefined
}

export function orderingParam(fields: readonly string[]): string {
  const value = orderingValue(fields)
  return value === undefined ? '' : `ordering=${value}`
}

export function toQuery<D extends FilterDefinition>(
  definition: D,
  state: FilterState<D>,
  ordering: readonly string[] = [],
): Query {
  const values: Record<string, unknown> = state
  const query: Query = {}
  for (const { param, kind } of filterParams(definition)) {
    const encoded = encode(kind, values[param])
    if (encoded !== null) query[param] = encoded
  }
  const orderingString = orderingValue(ordering)
  if (orderingString !== undefined) query.ordering = orderingString
  return query
}

export function fromSearchParams<D extends FilterDefinition>(
  definition: D,
  params: URLSearchParams,
  orderingFields?: readonly string[],
): { filters: FilterState<D>; ordering: string[] } {
  const filters: Record<string, unknown> = {}
  for (const { param, kind } of filterParams(definition)) {
    // Django reads the last value of a repeated parameter; so do we.
    const raw = params.getAll(param).at(-1)
    const value = raw === undefined ? undefined : decode(kind, raw)
    if (value !== undefined) filters[param] = value
  }
  const requested = listItems(params.getAll('ordering').at(-1) ?? '').filter((f) =>
    ORDERING_FIELD.test(f),
  )
  const ordering = orderingFields
    ? requested.filter((field) => orderingFields.includes(field.replace(/^-/, '')))
    : requested
  // Every value passed decode() for its parameter's kind, which is what FilterState<D> spells out.
  return { filters: filters as FilterState<D>, ordering }
}
