import { parseId } from '@/lib/parse-id'
import { defineListQuery, listResponse } from '@/mocks/filters/list-query'
import { badRequestDetail, json, notFound } from '@/mocks/http'
import { route, type Route, type RouteContext } from '@/mocks/router'
import { bringUpToDate, findVisibleSimulation } from '@/mocks/simulations/access'
import { resultFileRecord } from '@/mocks/simulations/records'
import { LIST_WAIT_MS, storedResultFiles } from '@/mocks/simulations/result-file-content'
import { isExpired, resultFilesOf } from '@/mocks/simulations/result-files'
import type { MockResultFile } from '@/mocks/db/records'

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

async function list(ctx: RouteContext): Promise<Response> {
  const files = filesOf(ctx)
  if (!files) return notFound()
  const now = ctx.now()
  const stored = await storedResultFiles(ctx, files, LIST_WAIT_MS)
  return listResponse(ctx, files, resultFileListQuery, (file) =>
    resultFileRecord(file, ctx.apiUrl, now, stored.get(file.id)),
  )
}

async function detail(ctx: RouteContext): Promise<Response> {
  const file = fileOf(ctx)
  if (!file) return notFound()
  const stored = (await storedResultFiles(ctx, [file], LIST_WAIT_MS)).get(file.id)
  return json(resultFileRecord(file, ctx.apiUrl, ctx.now(), stored))
}

/** Files expire 7 days after the run ended; the answer's size and etag are the true ones. */
async function download(ctx: RouteContext): Promise<Response> {
  const file = fileOf(ctx)
  if (!file) return notFound()
  if (isExpired(file, ctx.now())) return badRequestDetail('This result file has expired.')
  const stored = (await storedResultFiles(ctx, [file])).get(file.id)
  // Only a failed generation leaves no bytes: the link still leads to the store, which tries again.
  return json({
    get_url: await ctx.storage.presign(file.storage_key, 'GET'),
    size: stored?.body.byteLength ?? null,
    etag: stored?.etag ?? null,
  })
}

export const simulationResultRoutes: Route[] = [
  route('GET', '/simulations/:id/results/files/', list),
  route('GET', '/simulations/:id/results/files/:fileId/', detail),
  route('GET', '/simulations/:id/results/files/:fileId/download/', download),
]
