import { browserKeyValue, type KeyValue } from '@/workflows/browser/browser-key-value'
import { browserRecords } from '@/lib/browser-record-names'
import { markerIn } from './copy-marker'
import type { BreachCreate } from '@/api/simulations/breach-schema'
import type { InitialConditionAddition } from '@/api/simulations/initial-conditions-queries'
import type { BasicPostProcessingBody } from '@/api/simulations/post-processing-schema'
import type { SavedStateEventAddition } from '@/api/simulations/saved-state-events-queries'
import type { SimulationCreateBody } from '@/api/simulations/schema'
import type { StructureControlKind } from '@/api/simulations/structure-control-queries'
import type {
  TableStructureControlCreate,
  TimedStructureControlCreate,
} from '@/api/simulations/structure-control-schema'

/** One step of a copy: plain data, stored before the first request, so a copy interrupted at any point can go on. */
export type CopyStep = { key: string } & (
  | { kind: 'simulation'; body: SimulationCreateBody }
  | { kind: 'initial'; addition: InitialConditionAddition }
  | { kind: 'breach'; body: BreachCreate; occurrence: number }
  | {
      kind: 'structure-control'
      control: StructureControlKind
      body: TableStructureControlCreate | TimedStructureControlCreate
      occurrence: number
    }
  | { kind: 'saved-state-event'; addition: SavedStateEventAddition; occurrence: number }
  | { kind: 'boundary-file'; filename: string; content: string }
  | { kind: 'rain-file'; filename: string; baseId: number }
  | { kind: 'basic-post-processing'; body: BasicPostProcessingBody }
)
export type CopyStepKind = CopyStep['kind']

export type StepOutcome =
  | { state: 'done'; until?: undefined }
  /** `status`: the refusal's HTTP status (507: storage full); `until`: unanswered, may still commit until then. */
  | { state: 'failed'; message: string; status?: number | null; until?: string }
  | { state: 'needs-choice'; until?: undefined }
  /** Sent, no answer kept: a resume that finds nothing waits till `until` and looks again (run-copy.ts). */
  | { state: 'sent'; until: string }

export type CopyRecord = {
  key: string
  baseId: number
  baseName: string
  plannedAt: string
  targetId: number | null
  /** Simulations that had the copy's name before it: never taken for the copy on a resume. */
  preexistingIds: number[]
  steps: CopyStep[]
  outcomes: Partial<Record<string, StepOutcome>>
}

export type CopyJournal = {
  save: (record: CopyRecord) => Promise<void>
  /** `tags`: the simulation's, whose marker finds a copy that never learnt its target. */
  ofTarget: (targetId: number, tags?: readonly string[]) => Promise<CopyRecord | undefined>
  /** This browser's copy of `baseId` named `name` whose create was sent and never answered: the server may have made its simulation. */
  unfinished: (baseId: number, name: string) => Promise<CopyRecord | undefined>
}

export function journalIn(store: KeyValue<CopyRecord>): CopyJournal {
  return {
    save: (record) => store.set(record.key, record),
    // The newest that made it: a demo world started again numbers its simulations anew.
    ofTarget: async (targetId, tags = []) =>
      (await store.entries())
        .map(([, record]) => record)
        .flatMap((record) => {
          if (record.targetId === targetId) return [record]
          return record.targetId === null && tags.some((tag) => tag === markerOf(record))
            ? [learntTarget(record, targetId)]
            : []
        })
        .sort((left, right) => right.plannedAt.localeCompare(left.plannedAt))[0],
    unfinished: async (baseId, name) =>
      (await store.entries())
        .map(([, record]) => record)
        .filter((record) => record.baseId === baseId && record.targetId === null)
        .filter((record) => createStepOf(record)?.body.name === name)
        .filter((record) => record.outcomes.simulation?.until !== undefined)
        .sort((left, right) => right.plannedAt.localeCompare(left.plannedAt))[0],
  }
}

export const createStepOf = (record: CopyRecord) => {
  const [create] = record.steps
  return create?.kind === 'simulation' ? create : undefined
}

const markerOf = (record: CopyRecord) => markerIn(createStepOf(record)?.body.tags)

function learntTarget(record: CopyRecord, targetId: number): CopyRecord {
  const outcomes = { ...record.outcomes, simulation: { state: 'done' as const } }
  return { ...record, targetId, outcomes }
}

let browserJournal: CopyJournal | null = null

export function copyJournal(): CopyJournal {
  browserJournal ??= journalIn(browserKeyValue<CopyRecord>(browserRecords.copies))
  return browserJournal
}
