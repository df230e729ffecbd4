import { parseId } from '@/lib/parse-id'
import { defineListQuery, listResponse } from '@/mocks/filters/list-query'
import { badRequestDetail, json, notFound } from '@/mocks/http'
import { route, type Route, type RouteContext } from '@/mocks/router'
import { bringUpToDate, findVisibleSimulation } from '@/mocks/simulations/access'
import { resultFileRecord } from '@/mocks/simulations/records'
import { placeholderResultBytes } from '@/mocks/simulations/result-file-content'
import { isExpired, resultFilesOf } from '@/mocks/simulations/result-files'
import type { MockResultFile } from '@/mocks/simulations/types'

const resultFileListQuery = defineListQuery<MockResultFile>({
  fields: { filename: { type: 'string', get: (file) => file.filename } },
  ordering: { id: (file) => file.id, filename: (file) => file.filename },
  defaultOrdering: ['id'],
})

function filesOf(ctx: RouteContext): MockResultFile[] | undefined {
  bringUpToDate(ctx)
  const simulation = findVisibleSimulation(ctx, ctx.params.id)
  return simulation && resultFilesOf(ctx.world, simulation.id)
}

function fileOf(ctx: RouteContext): MockResultFile | undefined {
  const id = parseId(ctx.params.fileId)
  return filesOf(ctx)?.find((file) => file.id === id)
}

function list(ctx: RouteContext): Response {
  const files = filesOf(ctx)
  if (!files) return notFound()
  const now = ctx.now()
  return listResponse(ctx, files, resultFileListQuery, (file) =>
    resultFileRecord(file, ctx.apiUrl, now),
  )
}

function detail(ctx: RouteContext): Response {
  const file = fileOf(ctx)
  return file ? json(resultFileRecord(file, ctx.apiUrl, ctx.now())) : notFound()
}

/** Files expire 7 days after the run ended (decisions.md "Results"); then download is a 400. */
async function download(ctx: RouteContext): Promise<Response> {
  const file = fileOf(ctx)
  if (!file) return notFound()
  if (isExpired(file, ctx.now())) return badRequestDetail('This result file has expired.')
  if (!ctx.storage.has(file.storage_key)) {
    ctx.storage.putLazy(file.storage_key, () =>
      placeholderResultBytes(file.simulation_id, file.filename),
    )
  }
  const stored = await ctx.storage.get(file.storage_key)
  if (!stored) return notFound()
  return json({
    get_url: ctx.storage.presign(file.storage_key, 'GET'),
    size: stored.body.byteLength,
    etag: stored.etag,
  })
}

export const simulationResultRoutes: Route[] = [
  route('GET', '/simulations/:id/results/files/', list),
  route('GET', '/simulations/:id/results/files/:fileId/', detail),
  route('GET', '/simulations/:id/results/files/:fileId/download/', download),
]
