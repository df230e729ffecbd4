import { isApiError } from '@/api/errors'
import { isEmptyGeojsonCategory } from '@/api/models/queries'
import type { GeojsonDownload } from '@/api/models/schema'

/**
 * How a layer's file reaches the map: `geojson` is parsed by maplibre's worker; `grid` is a
 * gridadmin.h5 our own worker reads and cuts into vector tiles (src/components/map/grid-tiles).
 */
export type MapSourceFormat = 'geojson' | 'grid'

/** What a layer's source is: nothing to draw, or a URL a worker fetches and reads. */
export type MapSource = { kind: 'empty' } | { kind: 'ready'; url: string; format: MapSourceFormat }

/**
 * The pre-signed link goes to the map as is (docs/decisions/0006-map-data-by-url.md): the bytes
 * never touch the main thread, and the Authorization header never reaches the object store.
 */
export async function loadMapSource(fetchLink: () => Promise<GeojsonDownload>): Promise<MapSource> {
  try {
    const link = await fetchLink()
    return { kind: 'ready', url: link.get_url, format: 'geojson' }
  } catch (error) {
    if (isEmptyGeojsonCategory(error)) return { kind: 'empty' }
    throw error
  }
}

/** A model that cannot be started has no grid administration (api.md): 404, or 400 elsewhere. */
function hasNoGridadmin(error: unknown): boolean {
  return (
    isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 400)
  )
}

/**
 * The cells come from the model's gridadmin.h5 (docs/decisions/0018-grid-cells-as-vector-tiles.md);
 * the `cells` geojson is the fallback for a model without one.
 */
export async function loadCellsSource(
  fetchGridadminLink: () => Promise<{ get_url: string }>,
  fetchGeojsonLink: () => Promise<GeojsonDownload>,
): Promise<MapSource> {
  try {
    const link = await fetchGridadminLink()
    return { kind: 'ready', url: link.get_url, format: 'grid' }
  } catch (error) {
    if (!hasNoGridadmin(error)) throw error
  }
  return loadMapSource(fetchGeojsonLink)
}
