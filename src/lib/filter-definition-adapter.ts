import { z } from 'zod'
import {
  filterParams,
  isValidDate,
  toQuery,
  type FilterDefinition,
  type FilterParam,
  type FilterState,
} from '@/api/filters'
import type { FilterParamSpec, FilterValue, ListSpec } from './list-search'

/**
 * The one adapter from `src/api/filters` definitions to the list module's `FilterParamSpec`s: the
 * text a person types or a URL holds, parsed into the value the API filter takes.
 */
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i

const text = z.string().min(1)
const date = z.string().trim().refine(isValidDate, 'Use a date as YYYY-MM-DD, e.g. 2026-11-01.')
const number = z
  .string()
  .trim()
  .regex(NUMBER, 'Enter a number, e.g. 0 or 2.')
  // `|| 0` turns '-0' into 0, the value String() writes for -0.
  .transform((value) => Number(value) || 0)
const year = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'Use four digits, e.g. 2026.')
  .transform(Number)
const month = z
  .string()
  .trim()
  .regex(/^(0?[1-9]|1[0-2])$/, 'Use a month number from 1 to 12.')
  .transform(Number)
const boolean = z
  .enum(['true', 'True', '1', 'false', 'False', '0'])
  .transform((value) => ['true', 'True', '1'].includes(value))
const list = z.array(z.string()).transform((items) =>
  items
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter(Boolean),
)

const schemas: Record<FilterParam['kind'], z.ZodType<FilterValue, unknown>> = {
  string: text,
  date,
  number,
  year,
  month,
  boolean,
  list,
}

export function listParams(
  definition: FilterDefinition,
  overrides: Readonly<Record<string, z.ZodType<FilterValue, unknown>>> = {},
): FilterParamSpec[] {
  return filterParams(definition).map(({ param, kind }) => ({
    param,
    schema: Object.hasOwn(overrides, param) ? (overrides[param] ?? schemas[kind]) : schemas[kind],
  }))
}

export function listQuery<D extends FilterDefinition>(definition: D): ListSpec['toQuery'] {
  // Every value was parsed by `listParams(definition)` for its param's kind, which is what
  // FilterState<D> spells out; toQuery drops anything else again when it encodes.
  return (filters) => toQuery(definition, filters as FilterState<D>)
}
