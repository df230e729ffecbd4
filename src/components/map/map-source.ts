import { isEmptyGeojsonCategory } from '@/api/models/queries'
import type { GeojsonDownload } from '@/api/models/schema'

/** What a layer's source is: nothing to draw, or a URL maplibre's worker fetches and parses. */
export type MapSource = { kind: 'empty' } | { kind: 'ready'; url: string }

/**
 * The pre-signed link goes to the map as is (docs/decisions/0006-map-data-by-url.md): the bytes
 * never touch the main thread, and the Authorization header never reaches the object store.
 */
export async function loadMapSource(fetchLink: () => Promise<GeojsonDownload>): Promise<MapSource> {
  try {
    const link = await fetchLink()
    return { kind: 'ready', url: link.get_url }
  } catch (error) {
    if (isEmptyGeojsonCategory(error)) return { kind: 'empty' }
    throw error
  }
}
