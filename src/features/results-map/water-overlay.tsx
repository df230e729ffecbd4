import maplibregl, { type Map as MaplibreMap } from 'maplibre-gl'
import { useEffect, useEffectEvent } from 'react'
import { ActionError } from '@/components/action-error'
import { ErrorState } from '@/components/error-state'
import { quadMiddle } from '@/engine/cell-layer/quad-middle'
import type { ModelCellQuads } from '@/components/map/cell-values/use-cell-quads'
import {
  useCellValuesLayer,
  useWaterCanvas,
  type ResultsLayers,
} from '@/components/map/cell-values/use-cell-values-layer'
import type { CellQuads } from '@/engine/grid-tiles/cell-quads'
import { cellPlaceAt } from '@/engine/grid-tiles/grid-worker'
import type { ColourClasses } from '@/lib/results-file/colour-classes'
import { pointColour } from './charted-point'
import { pointOfKey, type MapPoint } from './results-map-search'
import { pointLabel } from './use-point-series'

/** A 1D node is picked when the click lands this close to its dot (CSS pixels). */
const NODE_PICK_PX = 8

export type DrawnWater = {
  cells: Float32Array | null
  nodes: Float32Array | null
  marks: Uint8Array | null
  classes: ColourClasses
}

type Props = {
  map: MaplibreMap
  layers: ResultsLayers
  grid: ModelCellQuads
  drawn: DrawnWater
  points: readonly string[]
  onPick: (point: MapPoint) => void
}

const quadsOf = (grid: ModelCellQuads, point: MapPoint): CellQuads | null =>
  point.mesh === '2D' ? grid.quads : grid.nodes

function usePointMarkers(map: MaplibreMap, grid: ModelCellQuads, points: readonly string[]) {
  useEffect(() => {
    const markers = points.flatMap((key, index) => {
      const point = pointOfKey(key)
      const quads = quadsOf(grid, point)
      if (!quads || point.place >= quads.places) return []
      const element = document.createElement('div')
      element.className = 'results-map__point'
      element.style.background = pointColour(index)
      element.title = pointLabel(point, grid.quads.places)
      return [
        new maplibregl.Marker({ element }).setLngLat(quadMiddle(quads, point.place)).addTo(map),
      ]
    })
    return () => markers.forEach((marker) => marker.remove())
  }, [map, grid, points])
}

function nodeNear(map: MaplibreMap, nodes: CellQuads | null, x: number, y: number): number | null {
  if (!nodes) return null
  let [best, bestDistance] = [null as number | null, NODE_PICK_PX]
  for (let place = 0; place < nodes.places; place += 1) {
    const pixel = map.project(quadMiddle(nodes, place))
    const distance = Math.hypot(pixel.x - x, pixel.y - y)
    if (distance <= bestDistance) [best, bestDistance] = [place, distance]
  }
  return best
}

/** The water drawn over the map, the charted places, and a click that picks a node or a cell. */
export function WaterOverlay({ map, layers, grid, drawn, points, onPick }: Props) {
  const { classes } = drawn
  const cells = { quads: grid.quads, values: drawn.cells, classes, marks: drawn.marks }
  const canvas = useWaterCanvas(map, layers)
  useCellValuesLayer(map, layers.cells, cells, true)
  useCellValuesLayer(map, layers.nodes, {
    quads: grid.nodes,
    values: drawn.nodes,
    classes,
    marks: null,
  })
  usePointMarkers(map, grid, points)
  const picked = useEffectEvent((point: MapPoint) => onPick(point))
  useEffect(() => {
    const onClick = (event: maplibregl.MapMouseEvent) => {
      const node = nodeNear(map, grid.nodes, event.point.x, event.point.y)
      if (node !== null) return picked({ mesh: '1D', place: node })
      void cellPlaceAt(grid.gridUrl, event.lngLat.lng, event.lngLat.lat).then((result) => {
        if (result.ok && result.place !== null) picked({ mesh: '2D', place: result.place })
      })
    }
    map.on('click', onClick)
    return () => {
      map.off('click', onClick)
    }
  }, [map, grid])
  if (!canvas.failure) return null
  return (
    <ActionError as="div" className="results-map__status">
      <ErrorState
        title="The water could not be drawn over the map"
        message={`${canvas.failure} Close other tabs that show maps, then draw it again.`}
        onRetry={canvas.retry}
        retryLabel="Draw the water again"
      />
    </ActionError>
  )
}
