import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { amendDefs } from './deviations'
import { loadReference, type Direction, type JsonSchema } from './reference'

const ROOT = 'https://polder.invalid/reference'

let ajv: Ajv | undefined
const compiled = new Map<JsonSchema, ValidateFunction>()

function validator(): Ajv {
  if (ajv) return ajv
  const { defs } = loadReference()
  // OpenAPI's numeric formats only name a width; the converter already turned them into bounds.
  ajv = new Ajv({ allErrors: true, strict: false, formats: { int64: true, double: true } })
  addFormats.default(ajv)
  ajv.addFormat('decimal', /^-?\d+(\.\d+)?$/)
  // Answers may also take the shapes deviations.ts allows; requests get no allowance.
  const answers = amendDefs(defs.response, (original, deviation) =>
    'answers' in deviation ? { anyOf: [original, deviation.answers] } : undefined,
  )
  ajv.addSchema({ $id: `${ROOT}/response`, $defs: answers })
  ajv.addSchema({ $id: `${ROOT}/request`, $defs: defs.request })
  return ajv
}

/** Each `#/$defs/X` of an operation's schema points at the shared components of its direction. */
function anchored(schema: JsonSchema, direction: Direction): JsonSchema {
  return JSON.parse(
    JSON.stringify(schema).replaceAll('"#/$defs/', `"${ROOT}/${direction}#/$defs/`),
  ) as JsonSchema
}

/** Messages naming where `body` breaks `schema` (empty when it conforms). */
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
