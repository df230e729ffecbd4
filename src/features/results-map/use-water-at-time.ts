import { useState } from 'react'
import { useResultsLayers } from '@/components/map/cell-values/use-cell-values-layer'
import type { ResultsFileReader } from '@/engine/results-file/results-file-client'
import { isProductView, type ResultsMapSearch } from './results-map-search'
import { usePlayback } from './use-playback'
import { useMapValues, type MapValuesRequest } from './use-map-values'
import { useShownTime } from './use-shown-time'
import type { UrlStep } from './use-url-step'

/** Steps read ahead while playing: the worker has them cached when their turn comes. */
const READ_AHEAD = 3

export const isTimed = (view: ResultsMapSearch['view']) => view === 'depth' || view === 'level'

function requestOf(
  search: ResultsMapSearch,
  timeIndex: number,
  compared: ResultsFileReader | null,
): MapValuesRequest {
  if (search.view === 'maximum') return { kind: 'maximum' }
  if (search.view === 'difference') {
    return { kind: 'difference', compared, reference: search.reference }
  }
  if (isProductView(search.view)) {
    return { kind: 'product', product: search.view, wetDepthM: search.wet }
  }
  return { kind: 'step', quantity: search.view, timeIndex }
}

export function useWaterAtTime(
  reader: ResultsFileReader,
  withNodes: boolean,
  url: UrlStep,
  compared: ResultsFileReader | null,
) {
  const { search, update, seconds } = url
  const [timeIndex, showIndex] = useShownTime(url.index, (index) =>
    update({ time: seconds[index] ?? 0 }, { replace: true }),
  )
  const layers = useResultsLayers()
  const [playing, setPlaying] = useState(false)
  const [speed, setSpeed] = useState(1)
  const readAhead = playing
    ? Array.from({ length: READ_AHEAD }, (_, ahead) => timeIndex + ahead + 1).filter(
        (index) => index < seconds.length,
      )
    : []
  const request = requestOf(search, timeIndex, compared)
  const values = useMapValues(reader, request, readAhead)
  // Comparisons and flood products are of the 2D cells: the 1D nodes are left out of them.
  const nodes = useMapValues(
    withNodes && request.kind !== 'difference' && request.kind !== 'product' ? reader : null,
    request,
    readAhead,
    '1D',
  )
  // A kept step goes to the layers, and the page renders for it after their next frame, which
  // draws it (decision 0035, "A step's path"). A step not kept yet is asked for by that render.
  const toIndex = (index: number) => {
    const cellsKept = values.keptAt(index)
    if (cellsKept) layers.cells.setValues(cellsKept.values)
    const nodesKept = nodes.keptAt(index)
    if (nodesKept) layers.nodes.setValues(nodesKept.values)
    showIndex(index, cellsKept ? 'after-frame' : 'now')
  }
  usePlayback({
    count: seconds.length,
    index: timeIndex,
    onIndex: toIndex,
    playing: playing && isTimed(search.view),
    onPlaying: setPlaying,
    speed,
    ready: () => !values.loading,
  })
  const playback = { playing, onPlaying: setPlaying, speed, onSpeed: setSpeed }
  return { timeIndex, toIndex, playback, layers, values, nodeValues: nodes.drawn?.values ?? null }
}

export type WaterAtTime = ReturnType<typeof useWaterAtTime>
