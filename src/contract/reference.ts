import { fromSchema } from '@openapi-contrib/openapi-schema-to-json-schema'
import { parse } from 'yaml'
// The repository's copy of the reference (README "The contract"), bundled by Vite in both the node and the jsdom test projects.
import referenceText from '../../docs/spec/openapi-reference.yaml?raw'

export type JsonSchema = Record<string, unknown>
export type Direction = 'request' | 'response'

export type Operation = {
  path: string
  method: string
  requestBody: JsonSchema | undefined
  /** Status → JSON body schema; `null` when the reference documents the status without a body. */
  responses: Map<string, JsonSchema | null>
}

export type Reference = {
  operations: Operation[]
  /** Component schemas as JSON Schema, one view per direction (readOnly fields leave requests). */
  defs: Record<Direction, Record<string, JsonSchema>>
  find: (method: string, path: string) => Operation | undefined
}

type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>
  components: { schemas: Record<string, JsonSchema> }
}
type OpenApiOperation = {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete']

/** `#/components/schemas/X` becomes `#/$defs/X`, the place JSON Schema (and the faker) look. */
function convert(schema: JsonSchema, direction: Direction): JsonSchema {
  const converted = fromSchema(schema, {
    removeReadOnly: direction === 'request',
    removeWriteOnly: direction === 'response',
  }) as JsonSchema
  delete converted.$schema
  return JSON.parse(
    JSON.stringify(converted).replaceAll('"#/components/schemas/', '"#/$defs/'),
  ) as JsonSchema
}

function pathMatcher(template: string): RegExp {
  const body = template
    .replace(/\/+$/, '')
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{\w+\}/g, '[^/]+')
  return new RegExp(`^${body}/?$`)
}

const parameterCount = (template: string) => (template.match(/\{/g) ?? []).length

function buildReference(document: OpenApiDocument): Reference {
  const operations: Operation[] = []
  for (const [fullPath, item] of Object.entries(document.paths)) {
    const path = fullPath.replace(/^\/v3/, '')
    for (const method of METHODS) {
      const operation = item[method]
      if (!operation) continue
      const request = operation.requestBody?.content?.['application/json']?.schema
      const responses = new Map<string, JsonSchema | null>()
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        const schema = answer.content?.['application/json']?.schema
        responses.set(status, schema ? convert(schema, 'response') : null)
      }
      operations.push({
        path,
        method: method.toUpperCase(),
        requestBody: request ? convert(request, 'request') : undefined,
        responses,
      })
    }
  }
  // A literal segment beats a parameter: `/geojson/breaches/` before any `{param}` template.
  const matchers = operations
    .map((operation) => ({ operation, matcher: pathMatcher(operation.path) }))
    .sort((a, b) => parameterCount(a.operation.path) - parameterCount(b.operation.path))
  const components = Object.entries(document.components.schemas)
  const defsFor = (direction: Direction) =>
    Object.fromEntries(components.map(([name, schema]) => [name, convert(schema, direction)]))
  return {
    operations,
    defs: { request: defsFor('request'), response: defsFor('response') },
    find: (method, path) =>
      matchers.find((entry) => entry.operation.method === method && entry.matcher.test(path))
        ?.operation,
  }
}

let cached: Reference | undefined

export function loadReference(): Reference {
  cached ??= buildReference(parse(referenceText) as OpenApiDocument)
  return cached
}
