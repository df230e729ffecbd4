import { isApiError } from '@/api/errors'
import { isEmptyGeojsonCategory } from '@/api/models/queries'
import type { GeojsonDownload } from '@/api/models/schema'
import { NO_TWO_D_DOMAIN, type GridDescription } from '../grid-tiles/grid-tiles-api'

export type MapSourceFormat = 'geojson' | 'grid'

export type MapSource =
  { kind: 'empty'; reason?: string } | { kind: 'ready'; url: string; format: MapSourceFormat }

/** The pre-signed link goes to the map as is (docs/records/0006-map-data-by-url.md). */
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

async function gridSource(url: string, describe: GridDescriber): Promise<MapSource> {
  const description = await describe(url)
  if (!description.ok) throw new Error(description.message)
  if (description.cellCount === 0) return { kind: 'empty', reason: NO_TWO_D_DOMAIN }
  return { kind: 'ready', url, format: 'grid' }
}

export type GridDescriber = (url: string) => Promise<GridDescription>

/** From gridadmin.h5 (docs/records/0018-grid-cells-as-vector-tiles.md); geojson is the fallback. */
export async function loadCellsSource(
  fetchGridadminLink: () => Promise<{ get_url: string }>,
  fetchGeojsonLink: () => Promise<GeojsonDownload>,
  describe: GridDescriber,
): Promise<MapSource> {
  let url: string
  try {
    url = (await fetchGridadminLink()).get_url
  } catch (error) {
    if (!hasNoGridadmin(error)) throw error
    return loadMapSource(fetchGeojsonLink)
  }
  return gridSource(url, describe)
}
