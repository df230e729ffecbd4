import type { World } from '@/mocks/db/world'
import { listResponse } from '@/mocks/filters/list-query'
import type { ListSpec } from '@/mocks/filters/types'
import { json, notFound } from '@/mocks/http'
import { route, type Route, type RouteContext, type RouteHandler } from '@/mocks/router'
import { recordOfPath, removeRecordHandler, simulationOfPath } from './simulation-config-access'
import type { MockSimulation } from '@/mocks/db/records'

export type SimulationRecords<T extends { id: number }> = {
  path: string
  recordsOf: (ctx: RouteContext, simulation: MockSimulation) => T[]
  collection: (world: World) => T[]
  listQuery: ListSpec<T>
  answer: (ctx: RouteContext, record: T) => unknown
  create: RouteHandler
  /** Resumes checks a reload interrupted, before the records are answered. */
  beforeRead?: (ctx: RouteContext, records: readonly T[]) => void
}

/** List, POST, detail and DELETE of one collection of a simulation's records. */
export function simulationRecordRoutes<T extends { id: number }>(
  records: SimulationRecords<T>,
): Route[] {
  const list = (ctx: RouteContext) => {
    const found = simulationOfPath(ctx)
    if (!found.ok) return found.response
    const all = records.recordsOf(ctx, found.value)
    records.beforeRead?.(ctx, all)
    return listResponse(ctx, all, records.listQuery, (record) => records.answer(ctx, record))
  }
  const detail = (ctx: RouteContext) => {
    const found = simulationOfPath(ctx)
    if (!found.ok) return found.response
    const record = recordOfPath(ctx, records.recordsOf(ctx, found.value))
    if (!record) return notFound()
    records.beforeRead?.(ctx, [record])
    return json(records.answer(ctx, record))
  }
  return [
    route('GET', records.path, list),
    route('POST', records.path, records.create),
    route('GET', `${records.path}:recordId/`, detail),
    route(
      'DELETE',
      `${records.path}:recordId/`,
      removeRecordHandler(records.recordsOf, records.collection),
    ),
  ]
}
