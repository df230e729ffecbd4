import { browserKeyValue, type KeyValue } from '@/api/browser-key-value'
import { browserRecords } from '@/api/browser-records'
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

/**
 * One step of a copy: plain data, stored before the first request, so a copy interrupted at any
 * point can go on. Each step looks up what exists before creating (copy-steps.ts). Of several
 * equal records (two identical breaches) the `occurrence`-th is this step's.
 */
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
  | { state: 'done' }
  /** `status`: the HTTP status of the refusal, when the API refused (507: storage full). */
  | { state: 'failed'; message: string; status?: number | null }
  /** The browser has not the bytes (rain): the person chooses the file again. */
  | { state: 'needs-choice' }

/** A copy of a simulation: its plan and how far it got. */
export type CopyRecord = {
  key: string
  baseId: number
  baseName: string
  plannedAt: string
  /** The new simulation, once created. */
  targetId: number | null
  /** Simulations that had the copy's name before it: never taken for the copy on a resume. */
  preexistingIds: number[]
  steps: CopyStep[]
  outcomes: Partial<Record<string, StepOutcome>>
}

export type CopyJournal = {
  save: (record: CopyRecord) => Promise<void>
  /** The copy that made simulation `targetId`, if this browser made it (the newest such). */
  ofTarget: (targetId: number) => Promise<CopyRecord | undefined>
}

export function journalIn(store: KeyValue<CopyRecord>): CopyJournal {
  return {
    save: (record) => store.set(record.key, record),
    // The newest that made it: a demo world started again numbers its simulations anew.
    ofTarget: async (targetId) =>
      (await store.entries())
        .map(([, record]) => record)
        .filter((record) => record.targetId === targetId)
        .sort((left, right) => right.plannedAt.localeCompare(left.plannedAt))[0],
  }
}

let browserJournal: CopyJournal | null = null

/** This browser's copies (IndexedDB `polder-copies`). */
export function copyJournal(): CopyJournal {
  browserJournal ??= journalIn(browserKeyValue<CopyRecord>(browserRecords.copies))
  return browserJournal
}
