import { parseId } from '@/lib/parse-id'
import { defineListQuery, listResponse } from '@/mocks/filters/list-query'
import { badRequestDetail, json, notFound } from '@/mocks/http'
import { route, type Route, type RouteContext } from '@/mocks/router'
import { bringUpToDate, findVisibleSimulation } from '@/mocks/simulations/access'
import { resultFileRecord } from '@/mocks/simulations/records'
import { resultFileProducer } from '@/mocks/simulations/result-file-content'
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

function list(ctx: RouteContext): Response {
  const files = filesOf(ctx)
  if (!files) return notFound()
  const now = ctx.now()
  return listResponse(ctx, files, resultFileListQuery, (file) =>
    resultFileRecord(file, ctx.apiUrl, now, ctx.storage.peek(file.storage_key)),
  )
}

function detail(ctx: RouteContext): Response {
  const file = fileOf(ctx)
  if (!file) return notFound()
  return json(resultFileRecord(file, ctx.apiUrl, ctx.now(), ctx.storage.peek(file.storage_key)))
}

/**
 * Files expire 7 days after the run ended (decisions.md "Results"); then download is a 400.
 * The bytes are generated on the first GET of `get_url`, so `size` and `etag` are null until
 * then (docs/decisions/0016-result-files-on-first-download.md).
 */
async function download(ctx: RouteContext): Promise<Response> {
  const file = fileOf(ctx)
  if (!file) return notFound()
  if (isExpired(file, ctx.now())) return badRequestDetail('This result file has expired.')
  if (!ctx.storage.has(file.storage_key)) {
    const producer = resultFileProducer(ctx.world, file)
    if (!producer) return notFound()
    ctx.storage.putLazy(file.storage_key, producer.produce, producer.contentType)
  }
  const stored = ctx.storage.peek(file.storage_key)
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
