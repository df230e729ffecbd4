import { filterValueSchemas } from '@/api/filters'
import { toIsoDate } from '@/lib/utc-time'
import {
  MESSAGES,
  parseBoolean,
  parseDate,
  parseDateTime,
  parseNumber,
  toEpoch,
} from './parse-value'
import type { Comparison, DatePart, FieldSpec, FieldType, Lookup, StringLookup } from './types'

export type Predicate<T> = (record: T) => boolean
export type BuiltFilter<T> = { ok: true; test: Predicate<T> } | { ok: false; message: string }

const ORDERS = ['gt', 'gte', 'lt', 'lte'] as const
const COMPARISONS: readonly Comparison[] = ['exact', ...ORDERS]
const DATE_PARTS: readonly DatePart[] = ['date', 'year', 'month', 'day']
const DATE_LOOKUPS: readonly Lookup[] = [
  ...COMPARISONS,
  'isnull',
  ...DATE_PARTS,
  ...DATE_PARTS.flatMap((part) => ORDERS.map((order) => `${part}__${order}` as const)),
]

const STRING_LOOKUPS: readonly StringLookup[] = [
  'exact',
  'iexact',
  'contains',
  'icontains',
  'startswith',
  'istartswith',
  'endswith',
  'iendswith',
  'in',
  'isnull',
]

export const LOOKUPS_BY_TYPE: Record<FieldType, readonly Lookup[]> = {
  string: STRING_LOOKUPS,
  number: [...COMPARISONS, 'in', 'isnull'],
  boolean: ['exact', 'in', 'isnull'],
  date: DATE_LOOKUPS,
  datetime: DATE_LOOKUPS,
  tags: ['in'],
}

export function allowedLookups<T>(spec: FieldSpec<T>): readonly Lookup[] {
  return spec.lookups ?? LOOKUPS_BY_TYPE[spec.type]
}

type Get<T, V> = (record: T) => V | null | undefined

const ok = <T>(test: Predicate<T>): BuiltFilter<T> => ({ ok: true, test })
const fail = <T>(message: string): BuiltFilter<T> => ({ ok: false, message })

/** A record without a value never matches, whatever the lookup. */
function okWhere<T, V>(get: Get<T, V>, test: (value: V) => boolean): BuiltFilter<T> {
  return ok((record) => {
    const value = get(record)
    return value !== null && value !== undefined && test(value)
  })
}

function compare<V extends string | number>(order: Comparison, left: V, right: V): boolean {
  switch (order) {
    case 'exact':
      return left === right
    case 'gt':
      return left > right
    case 'gte':
      return left >= right
    case 'lt':
      return left < right
    case 'lte':
      return left <= right
  }
}

/** `toLowerCase` uses Unicode's default mapping, so `i` variants behave the same in every locale. */
const fold = (text: string) => text.toLowerCase()

const STRING_TESTS: Record<string, (value: string, query: string) => boolean> = {
  exact: (value, query) => value === query,
  iexact: (value, query) => fold(value) === fold(query),
  contains: (value, query) => value.includes(query),
  icontains: (value, query) => fold(value).includes(fold(query)),
  startswith: (value, query) => value.startsWith(query),
  istartswith: (value, query) => fold(value).startsWith(fold(query)),
  endswith: (value, query) => value.endsWith(query),
  iendswith: (value, query) => fold(value).endsWith(fold(query)),
}

/** Django's CSV widget: split on commas, no trimming; empty items carry no value. */
export const splitList = (raw: string) => raw.split(',').filter((item) => item !== '')

export function buildFilter<T>(spec: FieldSpec<T>, lookup: Lookup, raw: string): BuiltFilter<T> {
  if (lookup === 'isnull') {
    const wanted = parseBoolean(raw)
    if (wanted === undefined) return fail(MESSAGES.boolean)
    return ok((record) => ((spec.get(record) ?? null) === null) === wanted)
  }
  switch (spec.type) {
    case 'string':
      return stringFilter(spec.get, lookup, raw)
    case 'number':
      return numberFilter(spec.get, lookup, raw)
    case 'boolean': {
      const wanted = (lookup === 'in' ? splitList(raw) : [raw]).map(parseBoolean)
      if (wanted.length === 0 || wanted.includes(undefined)) return fail(MESSAGES.boolean)
      return ok((record) => wanted.includes(spec.get(record) ?? undefined))
    }
    case 'tags': {
      const wanted = splitList(raw)
      return ok((record) => (spec.get(record) ?? []).some((tag) => wanted.includes(tag)))
    }
    case 'date':
    case 'datetime':
      return dateFilter(spec, lookup, raw)
  }
}

function stringFilter<T>(get: Get<T, string>, lookup: Lookup, raw: string): BuiltFilter<T> {
  if (lookup === 'in') {
    const wanted = splitList(raw)
    return okWhere(get, (value) => wanted.includes(value))
  }
  const test = STRING_TESTS[lookup]
  if (!test) return fail(`Unsupported lookup "${lookup}".`)
  return okWhere(get, (value) => test(value, raw))
}

function numberFilter<T>(get: Get<T, number>, lookup: Lookup, raw: string): BuiltFilter<T> {
  if (lookup === 'in') {
    const parsed = splitList(raw).map(parseNumber)
    const wanted = parsed.filter((value) => value !== undefined)
    if (wanted.length < parsed.length) return fail(MESSAGES.number)
    return okWhere(get, (value) => wanted.includes(value))
  }
  const wanted = parseNumber(raw)
  if (wanted === undefined) return fail(MESSAGES.number)
  const order = asComparison(lookup)
  return okWhere(get, (value) => compare(order, value, wanted))
}

function asComparison(name: string | undefined): Comparison {
  return COMPARISONS.find((candidate) => candidate === name) ?? 'exact'
}

type DateSpec<T> = Extract<FieldSpec<T>, { type: 'date' | 'datetime' }>

function dateFilter<T>(spec: DateSpec<T>, lookup: Lookup, raw: string): BuiltFilter<T> {
  const [head, tail] = lookup.split('__')
  const part = DATE_PARTS.find((candidate) => candidate === head)
  const order = asComparison(part ? (tail ?? 'exact') : head)
  const epochOf = (record: T) => toEpoch(spec.get(record))

  if (part === undefined || part === 'date') {
    const wholeDay = part === 'date' || spec.type === 'date'
    if (wholeDay) {
      const wanted = parseDate(raw)
      if (wanted === undefined) return fail(MESSAGES.date)
      return okWhere(epochOf, (epoch) => compare(order, utcDate(epoch), wanted))
    }
    const wanted = parseDateTime(raw)
    if (wanted === undefined) return fail(MESSAGES.datetime)
    return okWhere(epochOf, (epoch) => compare(order, epoch, wanted))
  }
  const wanted = parseDatePart(part, raw)
  if (!wanted.ok) return wanted
  return okWhere(epochOf, (epoch) => compare(order, datePart(part, epoch), wanted.value))
}

type ParsedPart = { ok: true; value: number } | { ok: false; message: string }

/** A year or month by the client's own rule (api.md: four digits, 1 to 12); a day as a number. */
function parseDatePart(part: 'year' | 'month' | 'day', raw: string): ParsedPart {
  if (part === 'day') {
    const value = parseNumber(raw)
    return value === undefined ? { ok: false, message: MESSAGES.number } : { ok: true, value }
  }
  const parsed = filterValueSchemas[part].safeParse(raw)
  if (parsed.success) return { ok: true, value: parsed.data }
  return { ok: false, message: parsed.error.issues[0]?.message ?? MESSAGES.number }
}

const utcDate = (epoch: number) => toIsoDate(new Date(epoch))

function datePart(part: 'year' | 'month' | 'day', epoch: number): number {
  const date = new Date(epoch)
  if (part === 'year') return date.getUTCFullYear()
  if (part === 'month') return date.getUTCMonth() + 1
  return date.getUTCDate()
}
