import { canStart, geojsonCategory, type GeojsonCategory } from '@/api/models/schema'
import { encodeGeojson, hasFeatures } from '../seed/models/geojson'
import { produceModelFile } from '../seed/models/model-files'
import { badRequestDetail, json, notFound } from '../http'
import type { RouteContext } from '../router'
import type { MockModel } from '@/mocks/db/records'

/** api.md: the grid administration exists for every model that can be started. */
export async function downloadGridadmin(ctx: RouteContext, model: MockModel): Promise<Response> {
  if (!canStart(model)) return notFound('Grid administration not available')
  const key = `hydromodels/${model.id}/gridadmin.h5`
  if (!ctx.storage.has(key)) {
    ctx.storage.putLazy(key, () => produceModelFile(model, 'gridadmin'), 'application/x-hdf5')
  }
  return json({ get_url: await ctx.storage.presign(key, 'GET') })
}

/** api.md "Errors" 1: a category without features answers 400, an unknown one 404. */
export async function downloadGeojson(ctx: RouteContext, model: MockModel): Promise<Response> {
  const parsed = geojsonCategory.safeParse(ctx.params.category)
  if (!parsed.success) return notFound()
  const category = parsed.data
  if (!hasFeatures(model, category)) return badRequestDetail('Geojson file not found')
  const key = `hydromodels/${model.id}/geojson/${category}.json`
  if (!ctx.storage.has(key)) {
    ctx.storage.putLazy(key, () => produceGeojson(model, category), 'application/geo+json')
  }
  // The answer carries size and etag, so the file is produced now (once, then cached).
  const stored = await ctx.storage.get(key)
  if (!stored) return badRequestDetail('Geojson file not found')
  return json({
    get_url: await ctx.storage.presign(key, 'GET'),
    etag: stored.etag,
    size: stored.body.byteLength,
  })
}

async function produceGeojson(model: MockModel, category: GeojsonCategory): Promise<Uint8Array> {
  if (category === 'cells') return produceModelFile(model, 'cells')
  const bytes = encodeGeojson(model, category)
  if (!bytes) throw new Error(`Model ${model.id} has no ${category}`)
  return bytes
}
