import type { z } from 'zod'
import type { MockSimulationFile } from '@/mocks/db/records'
import { nextId, type CollectionName, type World } from '@/mocks/db/world'
import { defineListQuery } from '@/mocks/filters/list-query'
import { created } from '@/mocks/http'
import type { BackendContext, Route, RouteContext } from '@/mocks/router'
import { configurableSimulationWithBody } from './simulation-config-access'
import { simulationRecordRoutes } from './simulation-record-routes'

const FILE_LIFETIME_DAYS = 7

export type FileCollection<Record extends MockSimulationFile> = {
  path: string
  collection: CollectionName
  records: (world: World) => Record[]
  createBody: z.ZodType<{ filename: string }>
  storageKey: (simulationId: number, id: number, filename: string) => string
  newRecord: (shared: MockSimulationFile, now: Date) => Record
  /** The record a POST renews instead of adding one, a refusal, or undefined for a new record. */
  renewed: (ofSimulation: Record[], filename: string) => Record | Response | undefined
  answer: (record: Record, apiUrl: (path: string) => string) => unknown
  /** Picks up checks a reload interrupted, whenever records are read. */
  resume: (ctx: BackendContext, records: readonly Record[]) => void
}

export function fileCollectionRoutes<Record extends MockSimulationFile>(
  kind: FileCollection<Record>,
): Route[] {
  const listQuery = defineListQuery<Record>({
    fields: {},
    ordering: { id: (record) => record.id },
    defaultOrdering: ['id'],
  })
  const ofSimulation = (ctx: RouteContext, simulationId: number) =>
    kind.records(ctx.world).filter((record) => record.simulation_id === simulationId)
  return simulationRecordRoutes({
    path: kind.path,
    recordsOf: (ctx, simulation) => ofSimulation(ctx, simulation.id),
    collection: kind.records,
    listQuery,
    answer: (ctx, record) => kind.answer(record, ctx.apiUrl),
    create: (ctx) => createOne(ctx, kind, ofSimulation),
    beforeRead: kind.resume,
  })
}

/** Renewing a record that waits for its bytes recovers an expired link: docs/records/0011-rain-upload.md */
async function createOne<Record extends MockSimulationFile>(
  ctx: RouteContext,
  kind: FileCollection<Record>,
  ofSimulation: (ctx: RouteContext, simulationId: number) => Record[],
): Promise<Response> {
  const found = await configurableSimulationWithBody(ctx, kind.createBody)
  if (!found.ok) return found.response
  const simulationId = found.value.simulation.id
  const { filename } = found.value.body
  const renewed = kind.renewed(ofSimulation(ctx, simulationId), filename)
  if (renewed instanceof Response) return renewed
  const record = renewed ?? addRecord(ctx, kind, simulationId, filename)
  record.file = { ...record.file, filename }
  record.storage_key = kind.storageKey(simulationId, record.id, filename)
  return created({ filename, put_url: await ctx.storage.presign(record.storage_key, 'PUT') })
}

function addRecord<Record extends MockSimulationFile>(
  ctx: RouteContext,
  kind: FileCollection<Record>,
  simulationId: number,
  filename: string,
): Record {
  const now = ctx.now()
  const id = nextId(ctx.world, kind.collection)
  const expiry = new Date(now.getTime() + FILE_LIFETIME_DAYS * 86_400_000)
  const record = kind.newRecord(
    {
      id,
      simulation_id: simulationId,
      uid: globalThis.crypto.randomUUID(),
      file: {
        filename,
        state: 'created',
        state_description: null,
        size: null,
        etag: null,
        expiry_date: expiry.toISOString().slice(0, 10),
      },
      storage_key: kind.storageKey(simulationId, id, filename),
    },
    now,
  )
  kind.records(ctx.world).push(record)
  return record
}
