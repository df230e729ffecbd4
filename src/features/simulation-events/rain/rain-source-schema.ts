import { z } from 'zod'
import { parseDecimal } from '@/lib/decimal'
import { designStormById } from '@/lib/rain/design-storms'
import { constantRain, parseRainRows, RAIN_LIMITS, type RainSeries } from '@/lib/rain/rain-series'

export const rainSources = ['upload', 'storm', 'constant', 'series'] as const

/** As typed: numbers stay text so a bad one is refused without losing it. */
export const rainSourceSchema = z
  .object({
    source: z.enum(rainSources),
    stormId: z.string(),
    constantMmPerHour: z.string(),
    constantMinutes: z.string(),
    rows: z.string(),
    timeUnit: z.enum(['s', 'min', 'h']),
    valueUnit: z.enum(['mm/h', 'mm']),
    offsetMinutes: z.string(),
  })
  .superRefine((values, context) => {
    built(values).problems.forEach(({ field, message }) =>
      context.addIssue({ code: 'custom', path: [field], message }),
    )
  })

export type RainSourceValues = z.input<typeof rainSourceSchema>
type Field = keyof RainSourceValues

export const defaultRainSource: RainSourceValues = {
  source: 'upload',
  stormId: 'storm-10',
  constantMmPerHour: '',
  constantMinutes: '60',
  rows: '',
  timeUnit: 'min',
  valueUnit: 'mm/h',
  offsetMinutes: '0',
}

export type BuiltRain = {
  series: RainSeries | null
  /** Named after the source, for the file and the chart. */
  label: string
  problems: { field: Field; message: string }[]
}

const numberIn = (text: string) => {
  const value = parseDecimal(text.trim())
  return value === null || Number.isNaN(value) ? null : value
}

/** The rain the values describe, or why they describe none. */
export function built(values: RainSourceValues): BuiltRain {
  const offset = numberIn(values.offsetMinutes)
  const problems: BuiltRain['problems'] = []
  if (offset === null || offset < 0)
    problems.push({ field: 'offsetMinutes', message: 'Give the start as minutes from 0 up.' })
  const offsetSeconds = Math.round((offset ?? 0) * 60)
  const made = madeOf(values, offsetSeconds)
  problems.push(...made.problems)
  return { ...made, series: problems.length === 0 ? made.series : null, problems }
}

function madeOf(values: RainSourceValues, offsetSeconds: number): BuiltRain {
  switch (values.source) {
    case 'upload':
      return { series: null, label: 'upload', problems: [] }
    case 'storm': {
      const storm = designStormById(values.stormId)
      if (!storm)
        return {
          series: null,
          label: '',
          problems: [{ field: 'stormId', message: 'Choose a storm.' }],
        }
      return { series: { ...storm, offsetSeconds }, label: storm.id, problems: [] }
    }
    case 'constant':
      return constantOf(values, offsetSeconds)
    case 'series': {
      const { series, problems } = parseRainRows(values.rows, {
        time: values.timeUnit,
        value: values.valueUnit,
      })
      if (values.rows.trim() === '')
        return {
          series: null,
          label: '',
          problems: [{ field: 'rows', message: 'Paste the rows.' }],
        }
      const { firstSeconds, ...rest } = series
      return {
        series: { ...rest, offsetSeconds: offsetSeconds + firstSeconds },
        label: 'series',
        problems: problems.map((problem) => ({ field: 'rows', message: problem.message })),
      }
    }
  }
}

function constantOf(values: RainSourceValues, offsetSeconds: number): BuiltRain {
  const rate = numberIn(values.constantMmPerHour)
  const minutes = numberIn(values.constantMinutes)
  const problems: BuiltRain['problems'] = []
  if (rate === null || rate <= 0 || rate > RAIN_LIMITS.maxMmPerHour)
    problems.push({
      field: 'constantMmPerHour',
      message: `Give the rain in mm/h, above 0 and at most ${RAIN_LIMITS.maxMmPerHour}.`,
    })
  if (minutes === null || minutes <= 0)
    problems.push({
      field: 'constantMinutes',
      message: 'Give how long it rains, in minutes above 0.',
    })
  if (problems.length > 0) return { series: null, label: '', problems }
  const series = constantRain(rate ?? 0, Math.round((minutes ?? 0) * 60), offsetSeconds)
  return { series, label: `constant-${rate}mmh`, problems }
}
