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
import { pointColour } from './point-chart/charted-point'
import { PointedValue } from './pointed-value'
import { pointOfKey, type MapPoint } from './results-map-search'
import { usePointedPlace } from './use-pointed-place'
import { pointLabel } from './point-chart/use-point-series'

/** A 1D node is picked when the click lands this close to its dot (CSS pixels). */
const NODE_PICK_PX = 8

export type DrawnWater = {
  cells: Float32Array | null
  nodes: Float32Array | null
  marks: Uint8Array | null
  classes: ColourClasses
  /** What the drawn values are, in words: "depth", "level", … */
  quantity: string
}

type Props = {
  map: MaplibreMap
  layers: ResultsLayers
  grid: ModelCellQuads
  drawn: DrawnWater
  points: readonly string[]
  onPick: (point: MapPoint) => void
  /** In maplibre's frame, under the model's shown layers (decision 0049). */
  inFrame: boolean
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

/** The 1D node near the pointer, else the 2D cell under it, else nothing. */
async function pointAt(
  map: MaplibreMap,
  grid: ModelCellQuads,
  event: maplibregl.MapMouseEvent,
): Promise<MapPoint | null> {
  const node = nodeNear(map, grid.nodes, event.point.x, event.point.y)
  if (node !== null) return { mesh: '1D', place: node }
  const result = await cellPlaceAt(grid.gridUrl, event.lngLat.lng, event.lngLat.lat)
  return result.ok && result.place !== null ? { mesh: '2D', place: result.place } : null
}

/** The water drawn over the map, the charted places, and a click that picks a node or a cell. */
export function WaterOverlay({ map, layers, grid, drawn, points, onPick, inFrame }: Props) {
  const { classes } = drawn
  const cells = { quads: grid.quads, values: drawn.cells, classes, marks: drawn.marks }
  const canvas = useWaterCanvas(map, layers, inFrame)
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
      void pointAt(map, grid, event).then((point) => {
        if (point) picked(point)
      })
    }
    map.on('click', onClick)
    return () => {
      map.off('click', onClick)
    }
  }, [map, grid])
  const pointed = usePointedPlace(map, (event) => pointAt(map, grid, event))
  const value = (
    <PointedValue
      point={pointed}
      quantity={drawn.quantity}
      cells={drawn.cells}
      nodes={drawn.nodes}
      cellCount={grid.quads.places}
    />
  )
  if (!canvas.failure) return value
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
