import { isApiError } from '@/api/errors'
import type { GeojsonDownload } from '@/api/schemas/models'

/** What a layer's source is: nothing to draw, or a URL maplibre's worker fetches and parses. */
export type MapSource = { kind: 'empty' } | { kind: 'ready'; url: string }

/** api.md "Errors" 1: a category without features answers 400 "Geojson file not found". */
export function isEmptyCategoryError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 400
}

/**
 * The pre-signed link goes to the map as is (docs/decisions/0006-map-data-by-url.md): the bytes
 * never touch the main thread, and the Authorization header never reaches the object store.
 */
export async function loadMapSource(fetchLink: () => Promise<GeojsonDownload>): Promise<MapSource> {
  try {
    const link = await fetchLink()
    return { kind: 'ready', url: link.get_url }
  } catch (error) {
    if (isEmptyCategoryError(error)) return { kind: 'empty' }
    throw error
  }
}
