import type { QueryClient } from '@tanstack/react-query'
import { keptFiles, type KeptFiles } from '@/workflows/uploads/kept-files'
import { uploadEventFile } from '@/workflows/uploads/upload-event-file'
import { apiOf } from '@/api/session-client'
import { boundaryFiles } from '@/api/simulations/boundary-conditions-queries'
import { hasBytes } from '@/api/files/file-collection'
import { breachEvent } from '@/api/simulations/breach-schema'
import { simulationEvents } from '@/api/simulations/events-schema'
import {
  addInitialCondition,
  configuredInitialConditions,
} from '@/api/simulations/initial-conditions-queries'
import { basicPostProcessing, postProcessingStatus } from '@/api/simulations/post-processing-schema'
import { rainFiles } from '@/api/simulations/rain-queries'
import { addSavedStateEvent } from '@/api/simulations/saved-state-events-queries'
import { structureControlsPath } from '@/api/simulations/structure-control-queries'
import {
  tableStructureControl,
  timedStructureControl,
} from '@/api/simulations/structure-control-schema'
import { canonicalJson } from '@/lib/canonical-json'
import {
  breachBodies,
  savedStateEventAdditions,
  tableControlBodies,
  timedControlBodies,
} from './copy-bodies'
import type { CopyStep, StepOutcome } from './copy-record'

export type StepContext = {
  queryClient: QueryClient
  targetId: number
  kept?: KeptFiles
  sending: () => Promise<void>
}
type Step<Kind extends CopyStep['kind']> = Extract<CopyStep, { kind: Kind }>

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b)
const overview = (ctx: StepContext) =>
  apiOf(ctx.queryClient).get(`/simulations/${ctx.targetId}/events/`, simulationEvents)
const initialKey = {
  saved_state: 'savedState',
  predefined_1d: 'predefined1d',
  raster_2d: 'raster2d',
} as const

async function initial(ctx: StepContext, step: Step<'initial'>): Promise<StepOutcome> {
  const configured = configuredInitialConditions(await overview(ctx))
  if (configured[initialKey[step.addition.kind]] === null) {
    await ctx.sending()
    await addInitialCondition(ctx.queryClient, ctx.targetId, step.addition)
  }
  return { state: 'done' }
}

async function breach(ctx: StepContext, step: Step<'breach'>): Promise<StepOutcome> {
  const api = apiOf(ctx.queryClient)
  const bodies = await breachBodies(api, ctx.targetId)
  const present = bodies.filter((body) => same(body, step.body)).length
  if (present <= step.occurrence) {
    await ctx.sending()
    await api.post(`/simulations/${ctx.targetId}/events/breaches/`, step.body, breachEvent)
  }
  return { state: 'done' }
}

async function control(ctx: StepContext, step: Step<'structure-control'>): Promise<StepOutcome> {
  const api = apiOf(ctx.queryClient)
  const path = structureControlsPath(ctx.targetId, step.control)
  const bodies =
    step.control === 'table'
      ? await tableControlBodies(api, ctx.targetId)
      : await timedControlBodies(api, ctx.targetId)
  const present = bodies.filter((body) => same(body, step.body)).length
  if (present > step.occurrence) return { state: 'done' }
  const schema = step.control === 'table' ? tableStructureControl : timedStructureControl
  await ctx.sending()
  await api.post(path, step.body, schema)
  return { state: 'done' }
}

async function savedStateEvent(
  ctx: StepContext,
  step: Step<'saved-state-event'>,
): Promise<StepOutcome> {
  const additions = savedStateEventAdditions(await overview(ctx))
  const present = additions.filter((addition) => same(addition, step.addition)).length
  if (present <= step.occurrence) {
    await ctx.sending()
    await addSavedStateEvent(ctx.queryClient, ctx.targetId, step.addition)
  }
  return { state: 'done' }
}

async function boundaryFile(ctx: StepContext, step: Step<'boundary-file'>): Promise<StepOutcome> {
  const api = apiOf(ctx.queryClient)
  const collection = boundaryFiles(ctx.targetId)
  if ((await api.listAll(collection.path, collection.schema)).some(hasBytes)) {
    return { state: 'done' }
  }
  const content = new Blob([step.content], { type: collection.contentType })
  await ctx.sending()
  await uploadEventFile(api, { ...collection, filename: step.filename, content })
  return { state: 'done' }
}

async function rainFile(ctx: StepContext, step: Step<'rain-file'>): Promise<StepOutcome> {
  const api = apiOf(ctx.queryClient)
  const collection = rainFiles(ctx.targetId)
  const records = await api.listAll(collection.path, collection.schema)
  if (records.some((record) => hasBytes(record) && record.file.filename === step.filename)) {
    return { state: 'done' }
  }
  const content = await (ctx.kept ?? keptFiles()).find(step.baseId, step.filename)
  if (content === undefined) return { state: 'needs-choice' }
  await ctx.sending()
  await uploadEventFile(api, {
    ...collection,
    filename: step.filename,
    content,
    keepFor: ctx.targetId,
  })
  return { state: 'done' }
}

async function basic(ctx: StepContext, step: Step<'basic-post-processing'>): Promise<StepOutcome> {
  const api = apiOf(ctx.queryClient)
  const viewer = `/simulations/${ctx.targetId}/results/post_processing/viewer/`
  // The history is empty until a Basic exists (status/ would answer 404 instead).
  const history = await api.listAll(`${viewer}status/history/`, postProcessingStatus)
  if (history.length === 0) {
    await ctx.sending()
    await api.post(`${viewer}basic/`, step.body, basicPostProcessing)
  }
  return { state: 'done' }
}

type ConfigurationStep = Exclude<CopyStep, { kind: 'simulation' }>
type StepRunner<Kind extends ConfigurationStep['kind']> = (
  ctx: StepContext,
  step: Step<Kind>,
) => Promise<StepOutcome>

const runners: { [Kind in ConfigurationStep['kind']]: StepRunner<Kind> } = {
  initial,
  breach,
  'structure-control': control,
  'saved-state-event': savedStateEvent,
  'boundary-file': boundaryFile,
  'rain-file': rainFile,
  'basic-post-processing': basic,
}

// TypeScript cannot tie `runners[step.kind]` to `step`'s own kind; the table's type keeps each pair right.
export function runConfigurationStep(ctx: StepContext, step: ConfigurationStep) {
  const run = runners[step.kind] as StepRunner<ConfigurationStep['kind']>
  return run(ctx, step)
}
