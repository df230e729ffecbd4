import type { JsonSchema } from './reference'

/** Each deviation from the reference follows a rule of `docs/spec/decisions.md`, which outranks it. */
export type Deviation = {
  rule: string
  component: string
  property: string
} & (
  | {
      /** Answers: the mock may answer this as well (the reference's property schema is widened). */
      answers: JsonSchema
    }
  | {
      /** Parsers: our zod schema accepts only this; answers generated for it are narrowed to it. */
      parserAccepts: JsonSchema
      /** Why the app cannot do without the narrowing: the logic that decides on the field. */
      why: string
      /** The reference lacks the property; decisions.md adds it (generated answers carry it). */
      adds?: true
    }
)

const nullable = { type: 'null' }
const timestamp = { type: 'string', format: 'date-time' }

export const deviations: Deviation[] = [
  {
    rule: 'decisions.md "Records": Model … extent_two_d, extent_one_d (… null when the model has no such part)',
    component: 'HydroModel',
    property: 'extent_two_d',
    answers: nullable,
  },
  {
    rule: 'decisions.md "Records": Model … extent_two_d, extent_one_d (… null when the model has no such part)',
    component: 'HydroModel',
    property: 'extent_one_d',
    answers: nullable,
  },
  ...[
    'initial_savedstate',
    'initial_onedwaterlevel',
    'initial_onedwaterlevelpredefined',
    'initial_onedwaterlevelfile',
    'initial_twodwaterlevel',
    'initial_twodwaterraster',
    'initial_groundwaterlevel',
    'initial_groundwaterraster',
    'initial_winddragcoefficient',
  ].map((property): Deviation => ({
    rule: 'decisions.md "Reading back and removing": the events overview uses the reference\'s Event keys … a list or null each',
    component: 'Event',
    property,
    answers: nullable,
  })),
  {
    rule: 'decisions.md "Reading back and removing": the events overview uses the reference\'s Event keys: … fileboundaryconditions; a list or null each',
    component: 'Event',
    property: 'fileboundaryconditions',
    answers: { type: 'array', items: { $ref: '#/$defs/FileBoundaryCondition' } },
  },
  {
    rule: 'decisions.md "Records": Model saved state: {…, created, expiry, …}; expiry = created + 7 days',
    why: 'the expiry decides whether a saved state can still start a simulation; without one the app cannot tell',
    component: 'HydroModelSavedState',
    property: 'expiry',
    parserAccepts: timestamp,
  },
  {
    rule: 'decisions.md "Simulations": `finished` has `exit_code` 0, `crashed` non-zero, others null (api.md: "exit_code | number"; the reference says string)',
    component: 'CurrentStatus',
    property: 'exit_code',
    answers: { type: ['integer', 'null'] },
  },
  {
    rule: 'decisions.md "Initial conditions and events": Create saved states … both answer the record with `id`',
    why: 'the event is read back and removed by its id; without one it could not be removed',
    component: 'StableThresholdSavedState',
    property: 'id',
    parserAccepts: { type: 'integer' },
    adds: true,
  },
  {
    rule: 'decisions.md "Reading back and removing": Records carry `id` and `url` (the rain NetCDF is read and removed by its id)',
    why: 'the rain file is polled, read back and removed by its id; without one none of that works',
    component: 'NetCDFRasterRain',
    property: 'id',
    parserAccepts: { type: 'integer' },
    adds: true,
  },
]

/** decisions.md "Errors" gives the bodies the reference leaves out for most error statuses. */
export const errorBodies = {
  rule: 'decisions.md "Errors": 400 {"field": ["message"]} (cross-field: non_field_errors); 401/403/404 {"detail": "..."}; 409 {"error": "..."}; 413 too large; 429 {"detail": ...}; geojson of an empty category: 400 {"detail": ...}',
  byStatus: new Map<number, JsonSchema>([
    [
      400,
      {
        anyOf: [
          detailOnly(),
          {
            type: 'object',
            minProperties: 1,
            additionalProperties: { type: 'array', minItems: 1, items: { type: 'string' } },
          },
        ],
      },
    ],
    [401, detailOnly()],
    [403, detailOnly()],
    [404, detailOnly()],
    [409, { type: 'object', required: ['error'], properties: { error: { type: 'string' } } }],
    [413, detailOnly()],
    [429, detailOnly()],
  ]),
}

function detailOnly(): JsonSchema {
  return { type: 'object', required: ['detail'], properties: { detail: { type: 'string' } } }
}

type Defs = Record<string, JsonSchema>

/** A deviation naming what the reference lacks throws, so the list cannot outlive the reference. */
export function amendDefs(
  defs: Defs,
  replace: (original: JsonSchema, deviation: Deviation) => JsonSchema | undefined,
): Defs {
  const amended = structuredClone(defs)
  for (const deviation of deviations) {
    const component = amended[deviation.component]
    const properties = component?.properties as Defs | undefined
    const adds = 'adds' in deviation && deviation.adds === true
    const original = properties?.[deviation.property] ?? (adds ? {} : undefined)
    if (!component || !properties || !original || (adds && deviation.property in properties)) {
      throw new Error(
        `deviations.ts: ${deviation.component}.${deviation.property} is ${adds ? 'already' : 'not'} in the reference`,
      )
    }
    const replacement = replace(original, deviation)
    if (!replacement) continue
    properties[deviation.property] = replacement
    if (adds) component.required = [...((component.required as string[]) ?? []), deviation.property]
  }
  return amended
}
