import { z } from 'zod'

export const structureTypes = [
  'v2_weir',
  'v2_orifice',
  'v2_culvert',
  'v2_channel',
  'v2_pipe',
  'v2_pumpstation',
] as const
export type StructureType = (typeof structureTypes)[number]

export const actionTypes = [
  'set_crest_level',
  'set_discharge_coefficients',
  'set_pump_capacity',
] as const
export type ActionType = (typeof actionTypes)[number]

export const actionTypesOf: Record<StructureType, readonly ActionType[]> = {
  v2_weir: ['set_crest_level', 'set_discharge_coefficients'],
  v2_orifice: ['set_crest_level', 'set_discharge_coefficients'],
  v2_culvert: ['set_discharge_coefficients'],
  v2_channel: ['set_discharge_coefficients'],
  v2_pipe: ['set_discharge_coefficients'],
  v2_pumpstation: ['set_pump_capacity'],
}

export const operators = ['>', '>=', '<', '<='] as const
export type Operator = (typeof operators)[number]

export const measureVariables = ['s1', 'vol1', 'q', 'u1'] as const
export type MeasureVariable = (typeof measureVariables)[number]

export const locationTypes = [
  'v2_connection_node',
  'v2_pipe',
  'v2_orifice',
  'v2_culvert',
  'v2_channel',
  'v2_weir',
] as const
export type LocationType = (typeof locationTypes)[number]

export const variablesOf = (type: LocationType): readonly MeasureVariable[] =>
  type === 'v2_connection_node' ? ['s1', 'vol1'] : ['q', 'u1']

export const MAX_TABLE_ROWS = 150

/** Action values per row (table) or values (timed): two directions for discharge coefficients. */
export const actionValueCount = (type: ActionType) =>
  type === 'set_discharge_coefficients' ? 2 : 1

const WEIGHT = /^-?\d?(?:\.\d{0,2})?$/

const id = z.number({ error: 'Expected an integer id' }).int('Expected an integer id')
const finite = z.number({ error: 'Expected a number' }).finite('Expected a finite number')

const offset = z
  .number({ error: 'Enter when the control starts' })
  .int('Counted in whole seconds')
  .min(0, 'The control cannot start before the run')
const duration = z
  .number({ error: 'Enter how long the control applies' })
  .int('Counted in whole seconds')
  .min(1, 'At least 1 s')

const oneOf = (value: { structure_id?: unknown; grid_id?: unknown }) =>
  (value.structure_id === undefined) !== (value.grid_id === undefined)
const oneOfMessage = {
  message: 'Give either structure_id or grid_id, not both',
  path: ['structure_id'],
}

/** api.md's action types are part of the shape (400): the form offers only the actions that fit. */
function checkActionType(
  value: { structure_type: StructureType; type: ActionType },
  context: z.RefinementCtx,
) {
  const allowed = actionTypesOf[value.structure_type]
  if (allowed.includes(value.type)) return
  context.addIssue({
    code: 'custom',
    path: ['type'],
    message: `${value.type} does not apply to a ${value.structure_type}; it takes ${allowed.join(' or ')}.`,
  })
}

export const measureLocation = z
  .object({
    content_type: z.enum(locationTypes),
    content_pk: id.optional(),
    grid_id: id.optional(),
    weight: z.string().regex(WEIGHT, 'A weight is a decimal with at most two decimals, e.g. 0.25'),
  })
  .refine((value) => (value.content_pk === undefined) !== (value.grid_id === undefined), {
    message: 'Give either content_pk or grid_id, not both',
    path: ['content_pk'],
  })
export type MeasureLocation = z.infer<typeof measureLocation>

const target = {
  structure_id: id.optional(),
  grid_id: id.optional(),
  structure_type: z.enum(structureTypes),
  type: z.enum(actionTypes),
  offset,
  duration,
}

export const tableStructureControlCreate = z
  .object({
    ...target,
    measure_specification: z.object({
      name: z.string().max(50).optional(),
      variable: z.enum(measureVariables),
      operator: z.enum(operators),
      locations: z.array(measureLocation).min(1, 'Add at least one measure location'),
    }),
    values: z
      .array(z.array(finite).min(2).max(3))
      .min(1, 'Add at least one row to the action table')
      .max(MAX_TABLE_ROWS, `At most ${MAX_TABLE_ROWS} rows`),
  })
  .refine(oneOf, oneOfMessage)
  .superRefine(checkActionType)
export type TableStructureControlCreate = z.infer<typeof tableStructureControlCreate>

export const timedStructureControlCreate = z
  .object({ ...target, value: z.array(finite).min(1).max(2) })
  .refine(oneOf, oneOfMessage)
  .superRefine(checkActionType)
export type TimedStructureControlCreate = z.infer<typeof timedStructureControlCreate>

export type RuleProblem = { path: (string | number)[]; message: string }

/** Weights in hundredths, so 0.33 + 0.33 + 0.34 is exactly 1. */
export const weightHundredths = (weight: string) => Math.round(Number(weight) * 100)

function weightProblems(locations: readonly MeasureLocation[]): RuleProblem[] {
  const problems: RuleProblem[] = []
  locations.forEach((location, index) => {
    if (weightHundredths(location.weight) <= 0 || !Number.isFinite(Number(location.weight))) {
      problems.push({
        path: ['measure_specification', 'locations', index, 'weight'],
        message: `Measure location ${index + 1}: the weight must be above 0.`,
      })
    }
  })
  const sum = locations.reduce((total, location) => total + weightHundredths(location.weight), 0)
  if (sum !== 100) {
    problems.push({
      path: ['measure_specification', 'locations'],
      message: `The weights of the measure locations must add up to 1; they add up to ${(sum / 100).toFixed(2)}.`,
    })
  }
  return problems
}

function variableProblems(spec: TableStructureControlCreate['measure_specification']) {
  const problems: RuleProblem[] = []
  spec.locations.forEach((location, index) => {
    const allowed = variablesOf(location.content_type)
    if (!allowed.includes(spec.variable)) {
      problems.push({
        path: ['measure_specification', 'variable'],
        message: `Measure location ${index + 1} is a ${location.content_type}: it measures ${allowed.join(' or ')}, not ${spec.variable}.`,
      })
    }
  })
  return problems
}

/** api.md rule 4: with > and >= the thresholds ascend, with < and <= they descend. */
export function thresholdsInOrder(thresholds: readonly number[], operator: Operator): boolean {
  const ascending = operator === '>' || operator === '>='
  return thresholds.every((value, index) => {
    const previous = thresholds[index - 1]
    if (previous === undefined) return true
    return ascending ? value > previous : value < previous
  })
}

function rowProblems(body: TableStructureControlCreate): RuleProblem[] {
  const problems: RuleProblem[] = []
  const wanted = actionValueCount(body.type) + 1
  const { operator } = body.measure_specification
  body.values.forEach((row, index) => {
    const at = ['values', index]
    if (row.length !== wanted) {
      problems.push({
        path: at,
        message:
          wanted === 3
            ? `Row ${index + 1}: set_discharge_coefficients takes a threshold and two action values (left and right flow).`
            : `Row ${index + 1}: ${body.type} takes a threshold and one action value.`,
      })
    } else if (body.type === 'set_discharge_coefficients' && row.slice(1).some((v) => v <= 0)) {
      problems.push({
        path: at,
        message: `Row ${index + 1}: discharge coefficients must be above 0.`,
      })
    }
    const previous = body.values[index - 1]?.[0]
    const threshold = row[0]
    if (
      previous !== undefined &&
      threshold !== undefined &&
      !thresholdsInOrder([previous, threshold], operator)
    ) {
      const order = operator.startsWith('>') ? 'ascend' : 'descend'
      problems.push({
        path: at,
        message: `Row ${index + 1}: with ${operator} the thresholds must ${order}; ${threshold} follows ${previous}.`,
      })
    }
  })
  return problems
}

export function tableControlProblems(body: TableStructureControlCreate): RuleProblem[] {
  return [
    ...variableProblems(body.measure_specification),
    ...weightProblems(body.measure_specification.locations),
    ...rowProblems(body),
  ]
}

export function timedControlProblems(body: TimedStructureControlCreate): RuleProblem[] {
  const problems: RuleProblem[] = []
  const wanted = actionValueCount(body.type)
  if (body.value.length !== wanted) {
    problems.push({
      path: ['value'],
      message:
        wanted === 2
          ? 'set_discharge_coefficients takes two values (left and right flow).'
          : `${body.type} takes one value.`,
    })
  } else if (body.type === 'set_discharge_coefficients' && body.value.some((v) => v <= 0)) {
    problems.push({ path: ['value'], message: 'Discharge coefficients must be above 0.' })
  }
  return problems
}

const stateFields = {
  id: z.number().int(),
  url: z.string(),
  state: z.enum(['processing', 'valid', 'invalid']),
  state_detail: z.unknown().optional(),
  structure_id: z.number().int().nullable().optional(),
  grid_id: z.number().int().nullable().optional(),
  structure_type: z.enum(structureTypes),
  type: z.enum(actionTypes).or(z.string()),
  offset: z.number(),
  duration: z.number().nullable(),
}

export const tableStructureControl = z.object({
  ...stateFields,
  measure_specification: z.object({
    name: z.string().optional(),
    variable: z.enum(measureVariables),
    operator: z.enum(operators),
    locations: z.array(
      z.object({
        content_type: z.enum(locationTypes),
        content_pk: z.number().int().nullable().optional(),
        grid_id: z.number().int().nullable().optional(),
        weight: z.string(),
      }),
    ),
  }),
  values: z.array(z.array(z.number())),
})
export type TableStructureControl = z.infer<typeof tableStructureControl>

export const timedStructureControl = z.object({ ...stateFields, value: z.array(z.number()) })
export type TimedStructureControl = z.infer<typeof timedStructureControl>

export const checkedTableStructureControl = tableStructureControlCreate.superRefine(
  (body, context) => {
    for (const problem of tableControlProblems(body)) {
      context.addIssue({ code: 'custom', path: problem.path, message: problem.message })
    }
  },
)
export const checkedTimedStructureControl = timedStructureControlCreate.superRefine(
  (body, context) => {
    for (const problem of timedControlProblems(body)) {
      context.addIssue({ code: 'custom', path: problem.path, message: problem.message })
    }
  },
)

export function evenWeights(count: number): string[] {
  if (count <= 0) return []
  const base = Math.floor(100 / count)
  const remainder = 100 - base * count
  return Array.from({ length: count }, (_, index) =>
    ((base + (index < remainder ? 1 : 0)) / 100).toFixed(2),
  )
}
