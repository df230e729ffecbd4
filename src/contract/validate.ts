import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { amendDefs, deviations, type Deviation } from './deviations'
import { loadReference, type Direction, type JsonSchema } from './reference'

const ROOT = 'https://polder.invalid/reference'
/** A keyword of our own, run only where an answer matched a deviation's shape and not the reference's. */
const NEEDED = 'x-polder-deviation-needed'

let ajv: Ajv | undefined
const compiled = new Map<JsonSchema, ValidateFunction>()
const needed = new Set<Deviation>()

/** The deviations some answer validated so far needed: it broke the reference's property schema and matched the deviation's. */
export function deviationsNeededSoFar(): ReadonlySet<Deviation> {
  return needed
}

function validator(): Ajv {
  if (ajv) return ajv
  const { defs } = loadReference()
  // OpenAPI's numeric formats only name a width; the converter already turned them into bounds.
  ajv = new Ajv({ allErrors: true, strict: false, formats: { int64: true, double: true } })
  addFormats.default(ajv)
  ajv.addFormat('decimal', /^-?\d+(\.\d+)?$/)
  ajv.addKeyword({
    keyword: NEEDED,
    schemaType: 'number',
    validate: (index: number) => {
      const deviation = deviations[index]
      if (deviation) needed.add(deviation)
      return true
    },
  })
  // anyOf tries a deviation's shape only when the reference's fails, so reaching NEEDED means it was needed.
  const answers = amendDefs(defs.response, (original, deviation) =>
    'answers' in deviation
      ? {
          anyOf: [
            original,
            {
              if: deviation.answers,
              then: { [NEEDED]: deviations.indexOf(deviation) },
              else: false,
            },
          ],
        }
      : undefined,
  )
  ajv.addSchema({ $id: `${ROOT}/response`, $defs: answers })
  ajv.addSchema({ $id: `${ROOT}/request`, $defs: defs.request })
  return ajv
}

function anchored(schema: JsonSchema, direction: Direction): JsonSchema {
  return JSON.parse(
    JSON.stringify(schema).replaceAll('"#/$defs/', `"${ROOT}/${direction}#/$defs/`),
  ) as JsonSchema
}

export function violations(schema: JsonSchema, direction: Direction, body: unknown): string[] {
  let validate = compiled.get(schema)
  if (!validate) {
    validate = validator().compile(anchored(schema, direction))
    compiled.set(schema, validate)
  }
  if (validate(body)) return []
  return (validate.errors ?? []).map((error) => {
    const where = error.instancePath === '' ? '(body)' : error.instancePath
    const detail =
      error.params && 'allowedValues' in error.params
        ? ` ${JSON.stringify(error.params.allowedValues)}`
        : ''
    return `${where} ${error.message ?? 'is invalid'}${detail}`
  })
}
