import { formatDuration } from '@/lib/duration'
import { formatMoment } from '@/lib/local-time'
import {
  configurationGroups,
  eventFields,
  specificKinds,
  type ConfigurationField,
  type ConfigurationGroup,
  type RunConfiguration,
} from './configuration-fields'
import { answeredKindFields, postProcessingFields } from './configuration-other-fields'

export type { RunConfiguration } from './configuration-fields'

/** One row of the side-by-side table: `a` and `b` as shown, `null` where that run lacks the field. */
export type ComparedField = {
  key: string
  group: ConfigurationGroup
  field: string
  a: string | null
  b: string | null
  differs: boolean
}

export function configurationFields(config: RunConfiguration): ConfigurationField[] {
  return [
    {
      key: 'run:start',
      group: 'Run',
      field: 'Start',
      value: config.start,
      shown: formatMoment(config.start),
    },
    {
      key: 'run:duration',
      group: 'Run',
      field: 'Duration',
      value: config.duration,
      shown: formatDuration(config.duration),
    },
    ...eventFields(config),
    ...answeredKindFields(config.events, specificKinds),
    ...postProcessingFields(config),
  ]
}

/** Two runs' configurations field by field; a field only one run has differs too. */
export function compareConfigurations(a: RunConfiguration, b: RunConfiguration): ComparedField[] {
  const rows = new Map<string, ComparedField & { order: number }>()
  const sides = [
    ['a', configurationFields(a)],
    ['b', configurationFields(b)],
  ] as const
  const values = new Map<string, { a?: ConfigurationField; b?: ConfigurationField }>()
  for (const [side, fields] of sides) {
    for (const field of fields) {
      values.set(field.key, { ...values.get(field.key), [side]: field })
      if (!rows.has(field.key)) {
        const order = configurationGroups.indexOf(field.group) * 1e6 + rows.size
        rows.set(field.key, { ...field, a: null, b: null, differs: false, order })
      }
    }
  }
  return [...rows.values()]
    .sort((left, right) => left.order - right.order)
    .map(({ key, group, field }) => {
      const pair = values.get(key)
      const left = pair?.a
      const right = pair?.b
      const differs = left === undefined || right === undefined || left.value !== right.value
      return { key, group, field, a: left?.shown ?? null, b: right?.shown ?? null, differs }
    })
}
