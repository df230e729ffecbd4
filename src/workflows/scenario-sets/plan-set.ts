import type { QueryClient } from '@tanstack/react-query'
import { markedTags } from '@/workflows/copies/copy-marker'
import { tagsOf } from '@/lib/tags'
import type { CopyRecord, CopyStep } from '@/workflows/copies/copy-record'
import { CopyRefused, planCopy } from '@/workflows/copies/plan-copy'
import { apiOf } from '@/api/session-client'
import type { BreachCreate } from '@/api/simulations/breach-schema'
import { simulation, type Simulation } from '@/api/simulations/schema'
import {
  MAX_SET_RUNS,
  runName,
  setSlug,
  setTag,
  type SetRecord,
  type SetVariant,
} from './set-record'

export type BreachChoice = { potentialBreachId: number; code: string }

/** A design storm of the set: its file is written in the browser and kept under the base. */
export type StormChoice = { label: string; filename: string }

export type SetChoices = {
  name: string
  now: Date
} & (
  | { kind: 'breach'; breaches: BreachChoice[]; depth: 'base' | 'own' }
  | { kind: 'rain'; filenames: string[] }
  | { kind: 'storms'; storms: StormChoice[]; breaches: BreachChoice[]; depth: 'base' | 'own' }
)

/** Each storm once, or with each breach when breaches are chosen too (storms × breaches). */
export const setRunCount = (storms: number, breaches: number) => storms * Math.max(1, breaches)

type BreachVariant = Extract<SetVariant, { kind: 'breach' }>
type RainVariant = Extract<SetVariant, { kind: 'rain' }>

/** The base's first breach gives every run of a breach set its parameters. */
function breachVariants(
  steps: CopyStep[],
  choices: Pick<Extract<SetChoices, { kind: 'breach' }>, 'breaches' | 'depth'>,
) {
  const template = steps.find((step) => step.kind === 'breach')
  if (template?.kind !== 'breach') {
    throw new CopyRefused(
      'The base has no breach to take the parameters from: configure one breach on it first.',
    )
  }
  return choices.breaches.map(({ potentialBreachId, code }): BreachVariant => {
    const body: BreachCreate = { ...template.body, potential_breach: potentialBreachId }
    // Without a depth of its own the server takes the potential breach's (decisions.md).
    if (choices.depth === 'own') delete body.maximum_breach_depth
    return { kind: 'breach', label: code, body }
  })
}

function stormVariants(steps: CopyStep[], choices: Extract<SetChoices, { kind: 'storms' }>) {
  const storms = choices.storms.map(({ label, filename }): RainVariant => ({
    kind: 'rain',
    label,
    filename,
  }))
  if (choices.breaches.length === 0) return storms
  const breaches = breachVariants(steps, choices)
  return storms.flatMap((storm) =>
    breaches.map((breach): RainVariant => ({
      ...storm,
      label: `${storm.label} × ${breach.label}`,
      breach: breach.body,
    })),
  )
}

function variantsOf(steps: CopyStep[], choices: SetChoices): SetVariant[] {
  if (choices.kind === 'breach') return breachVariants(steps, choices)
  if (choices.kind === 'storms') return stormVariants(steps, choices)
  return choices.filenames.map((filename) => ({ kind: 'rain', label: filename, filename }))
}

function runCopyPlan(
  shared: CopyRecord,
  variant: SetVariant,
  tag: string,
  preexisting: Simulation[],
): CopyRecord {
  const [create, ...rest] = shared.steps
  if (create?.kind !== 'simulation') throw new Error('A copy plan starts with its simulation.')
  const name = runName(shared.baseName, variant.label)
  const breach = variant.kind === 'breach' ? variant.body : variant.breach
  const own: CopyStep[] = []
  if (breach) own.push({ key: 'set-breach', kind: 'breach', body: breach, occurrence: 0 })
  if (variant.kind === 'rain') {
    own.push({
      key: 'set-rain',
      kind: 'rain-file',
      filename: variant.filename,
      baseId: shared.baseId,
    })
  }
  // The base's own breaches (or rain files) are what the set varies: each run has only its own.
  const kept = rest.filter((step) => !own.some((each) => each.kind === step.kind))
  const key = `${tag}/${name}`
  const listed = tagsOf(create.body.tags).filter((each) => !each.startsWith('set:'))
  const tags = markedTags([...listed, tag], key)
  return {
    ...shared,
    key,
    preexistingIds: preexisting.filter((each) => each.name === name).map((each) => each.id),
    steps: [{ ...create, body: { ...create.body, name, tags } }, ...kept, ...own],
  }
}

export async function planSet(
  queryClient: QueryClient,
  base: Simulation,
  choices: SetChoices,
): Promise<SetRecord> {
  const slug = setSlug(choices.name)
  if (slug === '') throw new CopyRefused('Give the set a name with letters or digits.')
  const tag = setTag(slug)
  const shared = await planCopy(queryClient, base, {
    name: base.name,
    now: choices.now,
    key: tag,
  })
  const variants = variantsOf(shared.steps, choices)
  const api = apiOf(queryClient)
  const [inSet, namesakes] = await Promise.all([
    api.listAll('/simulations/', simulation, { query: { tags__in: tag } }),
    api.listAll('/simulations/', simulation, { query: { name__startswith: `${base.name} – ` } }),
  ])
  const taken = new Set(inSet.map((each) => each.name))
  const runs = variants
    .filter((variant) => !taken.has(runName(base.name, variant.label)))
    .map((variant) => ({ variant, copy: runCopyPlan(shared, variant, tag, namesakes) }))
  if (inSet.length + runs.length > MAX_SET_RUNS) {
    throw new CopyRefused(`A set holds at most ${MAX_SET_RUNS} runs; choose fewer.`)
  }
  return {
    slug,
    name: choices.name,
    tag,
    baseId: base.id,
    baseName: base.name,
    plannedAt: choices.now.toISOString(),
    runs,
    stopped: null,
  }
}
