import { generateSync } from 'json-schema-faker'
import { amendDefs, type Deviation } from './deviations'
import { loadReference, type JsonSchema } from './reference'

type Node = unknown

function mapSchemas(node: Node, rewrite: (schema: JsonSchema) => JsonSchema): Node {
  if (Array.isArray(node)) return node.map((child) => mapSchemas(child, rewrite))
  if (node === null || typeof node !== 'object') return node
  const mapped = Object.fromEntries(
    Object.entries(node).map(([key, child]) => [key, mapSchemas(child, rewrite)]),
  )
  return rewrite(mapped)
}

/** The converter bounds `format: double` by ±1.8e308; drawn from that range a number overflows to Infinity, which no JSON answer can hold. */
const withoutDoubleLimits = (schema: JsonSchema): JsonSchema => {
  const limit = (bound: unknown) => typeof bound === 'number' && Math.abs(bound) > 1e300
  const { minimum, maximum, ...rest } = schema
  if (!limit(minimum) && !limit(maximum)) return schema
  return {
    ...rest,
    ...(limit(minimum) ? {} : { minimum }),
    ...(limit(maximum) ? {} : { maximum }),
  }
}

const nullsWhereAllowed = (schema: JsonSchema): JsonSchema =>
  Array.isArray(schema.type) && schema.type.includes('null') ? { type: 'null' } : schema

/** Each enum narrowed to its `index`-th value (wrapping), so N variants show every value. */
const enumValue =
  (index: number) =>
  (schema: JsonSchema): JsonSchema => {
    const values = Array.isArray(schema.enum) ? schema.enum.filter((value) => value !== null) : []
    return values.length > 0 ? { ...schema, enum: [values[index % values.length]] } : schema
  }

function longestEnum(node: Node): number {
  let longest = 0
  mapSchemas(node, (schema) => {
    if (Array.isArray(schema.enum)) longest = Math.max(longest, schema.enum.length)
    return schema
  })
  return longest
}

export type GeneratedAnswer = { variant: string; answer: unknown }

/** Every field the reference names, then nulls where allowed, then each enum value: what a server could send. */
/** Only the components `schema` reaches: fewer to walk, and enums of other answers stay out. */
function reachable(schema: JsonSchema, defs: Record<string, JsonSchema>) {
  const found: Record<string, JsonSchema> = {}
  const visit = (node: Node) =>
    mapSchemas(node, (child) => {
      const name = typeof child.$ref === 'string' ? child.$ref.replace('#/$defs/', '') : null
      const target = name === null ? undefined : defs[name]
      if (name !== null && target && !(name in found)) {
        found[name] = target
        visit(target)
      }
      return child
    })
  visit(schema)
  return found
}

const amendedWithout = new Map<Deviation | undefined, Record<string, JsonSchema>>()

/** The response components narrowed by every parser deviation but `left` (the reference's own). */
function narrowed(left?: Deviation): Record<string, JsonSchema> {
  let defs = amendedWithout.get(left)
  if (!defs) {
    defs = amendDefs(loadReference().defs.response, (_, deviation) =>
      'parserAccepts' in deviation && deviation !== left ? deviation.parserAccepts : undefined,
    )
    amendedWithout.set(left, defs)
  }
  return defs
}

export function reachesComponent(schema: JsonSchema, component: string): boolean {
  return component in reachable(schema, narrowed())
}

/** `leaveOut` shows a deviation is still needed; `'all'` answers as a server of the reference alone. */
export function generatedAnswers(
  schema: JsonSchema,
  seeds = [1, 2, 3],
  leaveOut?: Deviation | 'all',
): GeneratedAnswer[] {
  const defs = leaveOut === 'all' ? loadReference().defs.response : narrowed(leaveOut)
  const root = mapSchemas({ ...schema, $defs: reachable(schema, defs) }, withoutDoubleLimits)
  // Deep enough for records with files and extents; short lists: 300 rows show nothing 2 rows do not.
  const generate = (tree: Node, seed: number) =>
    generateSync(tree as JsonSchema, {
      seed,
      alwaysFakeOptionals: true,
      maxDepth: 12,
      maxDefaultItems: 1,
      maxItems: 2,
      // OpenAPI's `decimal` (a number written as a string, e.g. a location weight "0.25").
      formats: { decimal: (random) => (random.int(0, 100) / 100).toFixed(2) },
    })
  const answers = seeds.map((seed) => ({ variant: `seed ${seed}`, answer: generate(root, seed) }))
  answers.push({ variant: 'nulls', answer: generate(mapSchemas(root, nullsWhereAllowed), 1) })
  const enums = longestEnum(root)
  for (let index = 0; index < enums; index += 1) {
    answers.push({
      variant: `enum value ${index}`,
      answer: generate(mapSchemas(root, enumValue(index)), index),
    })
  }
  return answers
}
