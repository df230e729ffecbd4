import type { Map as MaplibreMap } from 'maplibre-gl'
import { useEffect, useLayoutEffect, useState } from 'react'
import type { ColourClasses } from '@/lib/results-file/colour-classes'
import type { CellQuads } from '@/engine/grid-tiles/cell-quads'
import { createCellValuesLayer, type CellValuesLayer } from '@/engine/cell-layer/cell-values-layer'
import { startWaterCanvas } from '@/engine/cell-layer/water-canvas'
import { startWaterInFrame } from '@/engine/cell-layer/water-in-frame'
import { useWaterTestHook } from './water-test-hook'

export type CellValuesInput = {
  quads: CellQuads | null
  /** One value per place; null draws nothing (a view without values for this layer). */
  values: Float32Array | null
  classes: ColourClasses
  marks: Uint8Array | null
}

export const CELLS_LAYER = { id: 'results-cell-values', style: { opacity: 0.85, pointRadius: 0 } }
export const NODES_LAYER = { id: 'results-node-values', style: { opacity: 1, pointRadius: 4 } }

/** Made once for the component's life: they outlive the map. */
export type ResultsLayers = { cells: CellValuesLayer; nodes: CellValuesLayer }

export function useResultsLayers(): ResultsLayers {
  const [layers] = useState<ResultsLayers>(() => ({
    cells: createCellValuesLayer(CELLS_LAYER.id, CELLS_LAYER.style),
    nodes: createCellValuesLayer(NODES_LAYER.id, NODES_LAYER.style),
  }))
  return layers
}

export type WaterCanvasState = { failure: string | null; retry: () => void }

/** A canvas that cannot start is said, not thrown; `inFrame`: under the model's layers (0049). */
export function useWaterCanvas(
  map: MaplibreMap | null,
  layers: ResultsLayers,
  inFrame = false,
): WaterCanvasState {
  const [failure, setFailure] = useState<{ map: MaplibreMap; message: string } | null>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!map) return
    const both = [layers.cells, layers.nodes]
    if (inFrame) return startWaterInFrame(map, both)
    try {
      return startWaterCanvas(map, both)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      // eslint-disable-next-line react-hooks/set-state-in-effect -- known only by trying, here
      setFailure({ map, message })
      return
    }
  }, [map, layers, attempt, inFrame])
  return {
    failure: failure && failure.map === map ? failure.message : null,
    retry: () => {
      setFailure(null)
      setAttempt((count) => count + 1)
    },
  }
}

/** `testHook`: the layer `window.__polderWater` watches. */
export function useCellValuesLayer(
  map: MaplibreMap | null,
  layer: CellValuesLayer,
  input: CellValuesInput,
  testHook = false,
) {
  const { quads, values, classes, marks } = input
  // Layout effects: new values reach the layer in the task that rendered them, drawn next frame.
  useLayoutEffect(() => {
    if (quads) layer.setQuads(quads)
  }, [layer, quads])
  useLayoutEffect(() => layer.setClasses(classes), [layer, classes])
  useLayoutEffect(() => layer.setValues(values), [layer, values])
  useLayoutEffect(() => layer.setMarks(marks), [layer, marks])
  useWaterTestHook(map, testHook ? layer : null, quads)
}
