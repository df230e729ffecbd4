import type { FilterParamSpec, FilterValue, Filters } from '@/api/list-search'

export type SelectOption = { text: string; label: string; filters: Filters }

/** `select` options may set several params (paused = `initialized` + `paused`). */
export type FilterField =
  | {
      kind: 'text'
      param: string
      label: string
      chip?: string
      hint?: string
      numeric?: boolean
      /** A checkbox that fills in one value ("Only mine": the signed-in user's name). */
      shortcut?: { label: string; text: string }
    }
  | { kind: 'date'; param: string; label: string; chip?: string }
  | {
      kind: 'select'
      key: string
      label: string
      chip?: string
      anyLabel: string
      params: readonly string[]
      options: readonly SelectOption[]
    }
  | {
      kind: 'lookup'
      key: string
      label: string
      textLabel: string
      lookups: readonly { param: string; label: string; chip: string }[]
    }

export type FilterLayout = {
  label: string
  fields: readonly FilterField[]
  more?: { summary: string; fields: readonly FilterField[] }
  /** Date ranges whose end must not come before their start: [from param, to param]. */
  ranges?: ReadonlyArray<readonly [string, string]>
}

export type Texts = Record<string, string>
export type Chip = { key: string; text: string; params: readonly string[] }

export function layoutFields(layout: FilterLayout): FilterField[] {
  return [...layout.fields, ...(layout.more?.fields ?? [])]
}

export function lookupTextKey(key: string): string {
  return `${key}Text`
}

export function fieldKeys(field: FilterField): Array<{ key: string; typed: boolean }> {
  switch (field.kind) {
    case 'text':
    case 'date':
      return [{ key: field.param, typed: true }]
    case 'select':
      return [{ key: field.key, typed: false }]
    case 'lookup':
      return [
        { key: field.key, typed: false },
        { key: lookupTextKey(field.key), typed: true },
      ]
  }
}

export function fieldParams(field: FilterField): readonly string[] {
  if (field.kind === 'select') return field.params
  if (field.kind === 'lookup') return field.lookups.map((lookup) => lookup.param)
  return [field.param]
}

export function valueText(value: FilterValue | undefined): string {
  if (value === undefined) return ''
  if (Array.isArray(value)) return value.join(', ')
  return String(value)
}

function sameFilters(params: readonly string[], left: Filters, right: Filters): boolean {
  return params.every((param) => valueText(left[param]) === valueText(right[param]))
}

function chosenOption(field: Extract<FilterField, { kind: 'select' }>, filters: Filters) {
  return field.options.find((option) => sameFilters(field.params, option.filters, filters))
}

function activeLookup(field: Extract<FilterField, { kind: 'lookup' }>, filters: Filters) {
  return field.lookups.find((lookup) => filters[lookup.param] !== undefined)
}

export function toTexts(layout: FilterLayout, filters: Filters): Texts {
  const texts: Texts = {}
  for (const field of layoutFields(layout)) {
    if (field.kind === 'select') {
      texts[field.key] = chosenOption(field, filters)?.text ?? ''
    } else if (field.kind === 'lookup') {
      const active = activeLookup(field, filters) ?? field.lookups[0]
      texts[field.key] = active?.param ?? ''
      texts[lookupTextKey(field.key)] = active ? valueText(filters[active.param]) : ''
    } else {
      texts[field.param] = valueText(filters[field.param])
    }
  }
  return texts
}

type FieldResult = { patch: Record<string, FilterValue | undefined>; error?: [string, string] }

function unset(params: readonly string[]): Record<string, FilterValue | undefined> {
  return Object.fromEntries(params.map((param) => [param, undefined]))
}

function parseParam(
  specs: readonly FilterParamSpec[],
  param: string,
  key: string,
  text: string,
): FieldResult {
  if (text.trim() === '') return { patch: { [param]: undefined } }
  const spec = specs.find((candidate) => candidate.param === param)
  const parsed = spec?.schema.safeParse(spec.schema.safeParse([]).success ? [text] : text)
  if (parsed?.success) return { patch: { [param]: parsed.data } }
  const message = parsed?.error.issues[0]?.message ?? 'This filter is not available.'
  return { patch: {}, error: [key, message] }
}

function parseField(field: FilterField, texts: Texts, specs: readonly FilterParamSpec[]) {
  const text = (key: string) => texts[key] ?? ''
  switch (field.kind) {
    case 'text':
    case 'date':
      return parseParam(specs, field.param, field.param, text(field.param))
    case 'select': {
      const option = field.options.find((candidate) => candidate.text === text(field.key))
      return { patch: { ...unset(field.params), ...option?.filters } }
    }
    case 'lookup': {
      const lookup = field.lookups.find((candidate) => candidate.param === text(field.key))
      const textKey = lookupTextKey(field.key)
      if (lookup === undefined) return { patch: unset(fieldParams(field)) }
      const result = parseParam(specs, lookup.param, textKey, text(textKey))
      return result.error ? result : { patch: { ...unset(fieldParams(field)), ...result.patch } }
    }
  }
}

/** An invalid text gets a message and changes nothing: the URL keeps its last valid value. */
export function parseTexts(
  layout: FilterLayout,
  specs: readonly FilterParamSpec[],
  texts: Texts,
): { patch: Record<string, FilterValue | undefined>; errors: Array<[string, string]> } {
  let patch: Record<string, FilterValue | undefined> = {}
  const errors: Array<[string, string]> = []
  for (const field of layoutFields(layout)) {
    const result = parseField(field, texts, specs)
    patch = { ...patch, ...result.patch }
    if (result.error) errors.push(result.error)
  }
  for (const [from, to] of layout.ranges ?? []) {
    const start = patch[from]
    const end = patch[to]
    if (typeof start === 'string' && typeof end === 'string' && start > end) {
      errors.push([to, 'Use a date on or after the start of the range.'])
      delete patch[to]
    }
  }
  return { patch, errors }
}

function chipValue(value: FilterValue): string {
  if (typeof value === 'string') return `“${value}”`
  return valueText(value)
}

export function filterChips(layout: FilterLayout, filters: Filters): Chip[] {
  return layoutFields(layout).flatMap((field): Chip[] => {
    if (field.kind === 'select') {
      const option = chosenOption(field, filters)
      return option && option.text !== ''
        ? [
            {
              key: field.key,
              text: `${field.chip ?? field.label}: ${option.label}`,
              params: field.params,
            },
          ]
        : []
    }
    if (field.kind === 'lookup') {
      return field.lookups.flatMap((lookup) => {
        const value = filters[lookup.param]
        return value === undefined
          ? []
          : [
              {
                key: lookup.param,
                text: `${lookup.chip}: ${chipValue(value)}`,
                params: [lookup.param],
              },
            ]
      })
    }
    const value = filters[field.param]
    if (value === undefined || (Array.isArray(value) && value.length === 0)) return []
    const shown = field.kind === 'date' || field.numeric ? valueText(value) : chipValue(value)
    return [
      { key: field.param, text: `${field.chip ?? field.label}: ${shown}`, params: [field.param] },
    ]
  })
}
