import type { Map as MaplibreMap } from 'maplibre-gl'
import { useEffect } from 'react'
import { NOT_DRAWN, WET_DEPTH_M } from '@/lib/results-file/colour-classes'
import type { CellQuads } from '@/engine/grid-tiles/cell-quads'
import type { CellValuesLayer } from '@/engine/cell-layer/cell-values-layer'
import { quadMiddle } from '@/engine/cell-layer/quad-middle'

export type WaterCellPoint = { place: number; x: number; y: number; value: number }

/** Read-only, like `__polderMap`: frames drawn, where a wet and a dry cell lie (pixel checks). */
export type PolderWaterTestHook = {
  frames: number
  lastFrameAt: number
  wetAndDry: () => { wet: WaterCellPoint | null; dry: WaterCellPoint | null }
  /** For the bench: one more frame of the same map, to time a frame that changes nothing. */
  repaint: () => void
}

declare global {
  interface Window {
    __polderWater?: PolderWaterTestHook
  }
}

function cellsInView(map: MaplibreMap, quads: CellQuads, values: Float32Array): WaterCellPoint[] {
  const canvas = map.getCanvas().getBoundingClientRect()
  const { width, height } = canvas
  const points: WaterCellPoint[] = []
  const step = Math.max(1, Math.floor(quads.places / 20_000))
  for (let place = 0; place < quads.places; place += step) {
    const offset = place * 8
    const value = values[place] ?? NOT_DRAWN
    const noCell = quads.corners[offset] === 0 && quads.corners[offset + 6] === 0
    if (value <= NOT_DRAWN || noCell) continue
    const pixel = map.project(quadMiddle(quads, place))
    if (pixel.x < 8 || pixel.y < 8 || pixel.x > width - 8 || pixel.y > height - 8) continue
    points.push({ place, x: canvas.left + pixel.x, y: canvas.top + pixel.y, value })
  }
  return points
}

export function useWaterTestHook(
  map: MaplibreMap | null,
  layer: CellValuesLayer | null,
  quads: CellQuads | null,
): void {
  useEffect(() => {
    if (!map || !layer) return
    const drawn: { values: Float32Array | null } = { values: null }
    const hook: PolderWaterTestHook = {
      frames: 0,
      lastFrameAt: 0,
      wetAndDry() {
        if (!quads || !drawn.values) return { wet: null, dry: null }
        const cells = cellsInView(map, quads, drawn.values)
        const wet = cells.reduce<WaterCellPoint | null>(
          (deepest, cell) =>
            cell.value >= WET_DEPTH_M && (!deepest || cell.value > deepest.value) ? cell : deepest,
          null,
        )
        const distance = (cell: WaterCellPoint) =>
          wet ? Math.hypot(cell.x - wet.x, cell.y - wet.y) : 0
        const dry = cells
          .filter((cell) => cell.value < WET_DEPTH_M)
          .reduce<WaterCellPoint | null>(
            (far, cell) => (!far || distance(cell) > distance(far) ? cell : far),
            null,
          )
        return { wet, dry }
      },
      repaint: () => map.triggerRepaint(),
    }
    layer.setOnDrawn((values) => {
      drawn.values = values
      hook.frames += 1
      hook.lastFrameAt = performance.now()
    })
    window.__polderWater = hook
    return () => {
      layer.setOnDrawn(null)
      if (window.__polderWater === hook) delete window.__polderWater
    }
  }, [map, layer, quads])
}
