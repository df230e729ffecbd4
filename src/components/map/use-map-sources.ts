import {
  queryOptions,
  skipToken,
  type QueryClient,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { fetchGridadminLink, geojsonLinkQuery, modelKeys } from '@/api/models/queries'
import { refusalMessage, whyRefused } from '@/api/refusal'
import type { GridProgress } from '@/engine/grid-tiles/grid-tiles-api'
import { describeGrid, prepareGridWorker } from '@/engine/grid-tiles/grid-worker'
import { mapCategories, type MapCategory } from '@/engine/map-style/map-categories'
import {
  loadCellsSource,
  loadMapSource,
  type MapSource,
  type MapSourceFormat,
} from '@/engine/map-style/map-source'
import type { ModelLayerInput } from '@/engine/map-style/map-style'

export type LayerState =
  | { status: 'off' }
  | { status: 'loading'; progress?: GridProgress }
  | { status: 'empty'; reason?: string }
  | { status: 'error'; message: string }
  | { status: 'ready'; url: string; format: MapSourceFormat }

export type ModelLayer = {
  category: MapCategory
  visible: boolean
  state: LayerState
  retry: () => void
}

/** 403: its pre-signed link expired. */
export type SourceFailure = { category: MapCategory; url: string; status: number | null }

type Failure = { url: string; message: string }

/** Known before the grid is read: the map asks for tiles at once, the worker answers when done. */
function gridLinkKey(modelId: number) {
  return [...modelKeys.artefact(modelId, 'map-source'), 'cells-link'] as const
}

/** How far the grid's read is, told by the worker while the source's query runs. */
function gridProgressKey(modelId: number) {
  return [...modelKeys.artefact(modelId, 'map-source'), 'cells-progress'] as const
}

function mapSourceQuery(modelId: number, category: MapCategory) {
  return queryOptions({
    queryKey: [...modelKeys.artefact(modelId, 'map-source'), category],
    // Always a fresh link: the map fetches it later, and links expire.
    queryFn: ({ client, signal }) => {
      const geojsonLink = () =>
        client.fetchQuery({ ...geojsonLinkQuery(modelId, category), staleTime: 0 })
      if (category === 'cells') prepareGridWorker({ library: false })
      const progressKey = gridProgressKey(modelId)
      if (category === 'cells') client.removeQueries({ queryKey: progressKey, exact: true })
      return category === 'cells'
        ? loadCellsSource(
            () =>
              fetchGridadminLink(client, modelId, signal).then((link) => {
                client.setQueryData(gridLinkKey(modelId), link.get_url)
                return link
              }),
            geojsonLink,
            (url) => describeGrid(url, (progress) => client.setQueryData(progressKey, progress)),
          )
        : loadMapSource(geojsonLink)
    },
    // The map keeps what it loaded; an expired link is renewed when the map reports it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })
}

/** The cells' link and grid read, started before the model answers: the map's own query finds them. */
export function prefetchCellsSource(client: QueryClient, modelId: number): void {
  void client.prefetchQuery(mapSourceQuery(modelId, 'cells'))
}

function failureMessage(status: number | null): string {
  if (status === 403) return 'The download link was refused (403), also after renewing it.'
  if (status !== null) return `The file storage answered ${status}.`
  return 'The layer file could not be loaded or read.'
}

function layerState(
  result: { data?: MapSource; error: Error | null } | undefined,
  failure: Failure | undefined,
  visible: boolean,
  progress?: GridProgress,
): LayerState {
  if (result?.error) return { status: 'error', message: result.error.message }
  const source = result?.data
  if (source?.kind === 'empty') {
    return source.reason ? { status: 'empty', reason: source.reason } : { status: 'empty' }
  }
  if (source?.kind === 'ready') {
    if (failure?.url === source.url) return { status: 'error', message: failure.message }
    return { status: 'ready', url: source.url, format: source.format }
  }
  if (!visible) return { status: 'off' }
  return progress ? { status: 'loading', progress } : { status: 'loading' }
}

export function mapInputOf(layer: ModelLayer, gridLink: string | null): ModelLayerInput {
  const { category, state, visible } = layer
  if (state.status === 'ready') return { category, url: state.url, format: state.format, visible }
  if (category === 'cells' && state.status === 'loading' && gridLink) {
    return { category, url: gridLink, format: 'grid', visible }
  }
  return { category, url: null, visible }
}

/** Requested once switched on (the grid can be large), kept while switched off again. */
export function useMapSources(modelId: number, visible: readonly MapCategory[]) {
  const client = useQueryClient()
  const [failures, setFailures] = useState<Partial<Record<MapCategory, Failure>>>({})
  const renewed = useRef(new Set<MapCategory>())
  const results = useQueries({
    queries: mapCategories.map((category) => ({
      ...mapSourceQuery(modelId, category),
      enabled: visible.includes(category),
    })),
  })

  const refetch = useCallback(
    (category: MapCategory) =>
      void client.refetchQueries({ queryKey: mapSourceQuery(modelId, category).queryKey }),
    [client, modelId],
  )

  const retry = useCallback(
    (category: MapCategory) => {
      renewed.current.delete(category)
      setFailures(({ [category]: _dropped, ...rest }) => rest)
      refetch(category)
    },
    [refetch],
  )

  const reportFailure = useCallback(
    ({ category, url, status }: SourceFailure) => {
      if (status === 403 && !renewed.current.has(category)) {
        renewed.current.add(category)
        refetch(category)
        return
      }
      const record = (message: string) =>
        setFailures((current) => ({ ...current, [category]: { url, message } }))
      if (status !== null && status !== 0) return record(failureMessage(status))
      // No answer at all (status 0): the page's policy or CORS refused it, or the store is down.
      void whyRefused(url).then((refusal) =>
        record(
          refusal === 'policy' || status === 0
            ? refusalMessage(refusal, url, 'the file storage')
            : failureMessage(status),
        ),
      )
    },
    [refetch],
  )

  const progress = useQuery<GridProgress>({
    queryKey: gridProgressKey(modelId),
    queryFn: skipToken,
  })
  const layers: ModelLayer[] = mapCategories.map((category, index) => ({
    category,
    visible: visible.includes(category),
    state: layerState(
      results[index],
      failures[category],
      visible.includes(category),
      category === 'cells' ? progress.data : undefined,
    ),
    retry: () => retry(category),
  }))

  const gridLink = useQuery({ queryKey: gridLinkKey(modelId), queryFn: skipToken })
  const link = typeof gridLink.data === 'string' ? gridLink.data : null
  const mapInputs = layers.map((layer) => mapInputOf(layer, link))

  return { layers, mapInputs, reportFailure }
}
