import { act, renderHook } from '@testing-library/react'
import type { Map as MaplibreMap } from 'maplibre-gl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CellValuesLayer } from '@/engine/cell-layer/cell-values-layer'
import { useWaterCanvas, type ResultsLayers } from './use-cell-values-layer'
import { NO_CONTEXT, startWaterCanvas } from '@/engine/cell-layer/water-canvas'

/** The few WebGL2 calls the canvas itself makes; the layers' own are theirs. */
function fakeGl() {
  return {
    COLOR_BUFFER_BIT: 0x4000,
    isContextLost: () => false,
    viewport: vi.fn(),
    clearColor: vi.fn(),
    clear: vi.fn(),
    getExtension: () => ({ loseContext: vi.fn() }),
  }
}

/** A maplibre map as far as the canvas uses it: its canvas, `render` events and its matrix. */
function fakeMap() {
  const container = document.createElement('div')
  const mapCanvas = document.createElement('canvas')
  Object.assign(mapCanvas, { width: 600, height: 400 })
  Object.assign(mapCanvas.style, { width: '300px', height: '200px' })
  container.append(mapCanvas)
  document.body.append(container)
  const listeners = new Set<() => void>()
  const matrix = [2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1, 0, -1, -1, 0, 1]
  const map = {
    getCanvas: () => mapCanvas,
    on: (_: string, listener: () => void) => listeners.add(listener),
    off: (_: string, listener: () => void) => listeners.delete(listener),
    transform: { getProjectionDataForCustomLayer: () => ({ mainMatrix: matrix }) },
  }
  const drawFrame = () => listeners.forEach((listener) => listener())
  return { map: map as unknown as MaplibreMap, container, mapCanvas, matrix, drawFrame, listeners }
}

function fakeLayer() {
  let requestFrame: () => void = () => {}
  const layer = {
    startOn: vi.fn((_gl: WebGL2RenderingContext, request: () => void) => {
      requestFrame = request
    }),
    stop: vi.fn(),
    drawWith: vi.fn(),
  }
  return { layer, asLayer: layer as unknown as CellValuesLayer, changed: () => requestFrame() }
}

/** Animation frames run when the test says so. */
function manualFrames() {
  const waiting = new Map<number, FrameRequestCallback>()
  let next = 1
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    waiting.set(next, callback)
    return next++
  })
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void waiting.delete(id))
  return {
    pending: () => waiting.size,
    run: () => {
      const callbacks = [...waiting.values()]
      waiting.clear()
      callbacks.forEach((callback) => callback(performance.now()))
    },
  }
}

afterEach(() => {
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

describe('the water’s own canvas over the map', () => {
  it('lies over the map canvas at its size, takes no pointer events, and starts the layers in order', () => {
    const gl = fakeGl()
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(gl as never)
    const frames = manualFrames()
    const { map, mapCanvas } = fakeMap()
    const [cells, nodes] = [fakeLayer(), fakeLayer()]
    startWaterCanvas(map, [cells.asLayer, nodes.asLayer])
    const water = mapCanvas.nextElementSibling as HTMLCanvasElement
    expect(water.className).toBe('water-canvas')
    expect(water.style.pointerEvents).toBe('none')
    expect(cells.layer.startOn).toHaveBeenCalledWith(gl, expect.any(Function))
    frames.run()
    expect([water.width, water.height, water.style.width, water.style.height]).toEqual([
      600,
      400,
      '300px',
      '200px',
    ])
    expect(gl.viewport).toHaveBeenLastCalledWith(0, 0, 600, 400)
    expect(cells.layer.drawWith.mock.invocationCallOrder[0]).toBeLessThan(
      nodes.layer.drawWith.mock.invocationCallOrder[0] ?? 0,
    )
  })

  it('draws a layer’s change in one frame of its own, without the map drawing one', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(fakeGl() as never)
    const frames = manualFrames()
    const { map, matrix } = fakeMap()
    const cells = fakeLayer()
    startWaterCanvas(map, [cells.asLayer])
    frames.run()
    cells.layer.drawWith.mockClear()
    cells.changed()
    cells.changed()
    expect(frames.pending()).toBe(1)
    frames.run()
    expect(cells.layer.drawWith).toHaveBeenCalledTimes(1)
    expect(cells.layer.drawWith).toHaveBeenCalledWith(matrix)
  })

  it('draws in the task of each map frame, with the map’s matrix, and folds a waiting frame into it', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(fakeGl() as never)
    const frames = manualFrames()
    const { map, matrix, drawFrame } = fakeMap()
    const cells = fakeLayer()
    startWaterCanvas(map, [cells.asLayer])
    frames.run()
    cells.layer.drawWith.mockClear()
    cells.changed()
    drawFrame()
    expect(cells.layer.drawWith).toHaveBeenCalledWith(matrix)
    expect(frames.pending()).toBe(0)
  })

  it('is taken off with the map’s listener, its frame and its layers’ GPU objects', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(fakeGl() as never)
    const frames = manualFrames()
    const { map, container, listeners } = fakeMap()
    const cells = fakeLayer()
    const stop = startWaterCanvas(map, [cells.asLayer])
    stop()
    expect(container.querySelector('.water-canvas')).toBeNull()
    expect(listeners.size).toBe(0)
    expect(frames.pending()).toBe(0)
    expect(cells.layer.stop).toHaveBeenCalled()
  })

  it('says so when the browser gives no context for it, and leaves no canvas behind', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
    const { map, container } = fakeMap()
    expect(() => startWaterCanvas(map, [fakeLayer().asLayer])).toThrow(NO_CONTEXT)
    expect(container.querySelector('.water-canvas')).toBeNull()
  })
})

describe('the water’s canvas in the results map', () => {
  it('says why it could not start instead of throwing, and starts on a new try', () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
    manualFrames()
    const { map, container } = fakeMap()
    const layers = { cells: fakeLayer().asLayer, nodes: fakeLayer().asLayer } as ResultsLayers
    const { result } = renderHook(() => useWaterCanvas(map, layers))
    expect(result.current.failure).toBe(NO_CONTEXT)

    getContext.mockReturnValue(fakeGl() as never)
    act(() => result.current.retry())
    expect(result.current.failure).toBeNull()
    expect(container.querySelector('.water-canvas')).not.toBeNull()
  })
})
