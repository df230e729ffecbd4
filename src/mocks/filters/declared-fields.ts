import type { FieldType, FilterDefinition } from '@/api/filters'
import type { FieldSpec } from './types'

type Stored<K extends FieldType> = K extends 'number'
  ? number
  : K extends 'boolean'
    ? boolean
    : K extends 'tags'
      ? readonly string[]
      : K extends 'datetime'
        ? string | Date
        : string

export type FieldGetters<T, D extends FilterDefinition> = {
  [F in keyof D]: (record: T) => Stored<D[F]['type']> | null | undefined
}

type Getter<T> = (record: T) => unknown

const text = (value: unknown) => (typeof value === 'string' ? value : null)

/** Like django-filter, each field also answers its type's sibling lookups (`in`, `isnull`). */
export function declaredFields<T, D extends FilterDefinition>(
  definition: D,
  getters: FieldGetters<T, D>,
): Record<string, FieldSpec<T>> {
  const getterOf = new Map<string, Getter<T>>(Object.entries(getters))
  const fields: Record<string, FieldSpec<T>> = {}
  for (const [field, spec] of Object.entries(definition)) {
    const get = getterOf.get(field)
    if (get === undefined) throw new Error(`No getter for the declared filter field ${field}`)
    fields[field] = fieldSpec(spec.type, get)
  }
  return fields
}

function fieldSpec<T>(type: FieldType, get: Getter<T>): FieldSpec<T> {
  switch (type) {
    case 'string':
      return { type, get: (record) => text(get(record)) }
    case 'number':
      return { type, get: (record) => numberOrNull(get(record)) }
    case 'boolean':
      return { type, get: (record) => booleanOrNull(get(record)) }
    case 'datetime':
      return { type, get: (record) => dateTimeOrNull(get(record)) }
    case 'tags':
      return { type, get: (record) => tagsOrNull(get(record)) }
  }
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' ? value : null
}

function booleanOrNull(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null
}

function dateTimeOrNull(value: unknown): string | Date | null {
  return value instanceof Date ? value : text(value)
}

function tagsOrNull(value: unknown): string[] | null {
  return Array.isArray(value) ? value.filter((tag) => typeof tag === 'string') : null
}
