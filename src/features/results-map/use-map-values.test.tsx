import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ResultsFileReader } from '@/engine/results-file/results-file-client'
import { NO_VALUE, NOT_DRAWN } from '@/lib/results-file/colour-classes'
import { readStepAhead, useMapValues, type MapValuesRequest } from './use-map-values'

/** A reader whose steps are one cell holding the time index; it counts what is asked of it. */
function countingReader() {
  const mapStep = vi.fn((_mesh: string, _quantity: string, timeIndex: number) =>
    Promise.resolve({
      value: new Float32Array([timeIndex]),
      cost: { requests: 1, bytes: 4, ms: 0 },
    }),
  )
  return { reader: { mapStep } as unknown as ResultsFileReader, mapStep }
}

const step = (timeIndex: number): MapValuesRequest => ({
  kind: 'step',
  quantity: 'depth',
  timeIndex,
})

type Props = { request: MapValuesRequest; ahead: number[] }

describe('useMapValues', () => {
  it('answers a step it read before in the same render, without asking the worker again', async () => {
    const { reader, mapStep } = countingReader()
    const hook = renderHook(({ request, ahead }: Props) => useMapValues(reader, request, ahead), {
      initialProps: { request: step(0), ahead: [] },
    })
    await waitFor(() => expect(hook.result.current.drawn?.values[0]).toBe(0))
    hook.rerender({ request: step(1), ahead: [] })
    // Not kept yet: the last values stay drawn while it is read.
    expect(hook.result.current).toMatchObject({ loading: true })
    expect(hook.result.current.drawn?.values[0]).toBe(0)
    await waitFor(() => expect(hook.result.current.drawn?.values[0]).toBe(1))

    // Another time of the same view, kept: what the panel hands the layer before its render.
    expect(hook.result.current.keptAt(0)?.values[0]).toBe(0)
    expect(hook.result.current.keptAt(5)).toBeUndefined()

    hook.rerender({ request: step(0), ahead: [] })
    expect(hook.result.current.loading).toBe(false)
    expect(hook.result.current.drawn?.values[0]).toBe(0)
    expect(mapStep).toHaveBeenCalledTimes(2)
  })

  it('reads the steps ahead while playing, so their turn is drawn at once', async () => {
    const { reader, mapStep } = countingReader()
    const hook = renderHook(({ request, ahead }: Props) => useMapValues(reader, request, ahead), {
      initialProps: { request: step(0), ahead: [1, 2] },
    })
    await waitFor(() => expect(mapStep).toHaveBeenCalledTimes(3))
    await waitFor(() => expect(hook.result.current.loading).toBe(false))
    // The read-ahead answers arrive as promises; the next render finds them kept.
    await waitFor(() => {
      hook.rerender({ request: step(2), ahead: [] })
      expect(hook.result.current.drawn?.values[0]).toBe(2)
    })
    expect(hook.result.current.loading).toBe(false)
    expect(mapStep).toHaveBeenCalledTimes(3)
  })

  it('joins the step the panel read ahead, still under way or kept: the worker is asked once', async () => {
    const { reader, mapStep } = countingReader()
    readStepAhead(reader, { kind: 'step', quantity: 'depth', timeIndex: 3 })
    const hook = renderHook(({ request, ahead }: Props) => useMapValues(reader, request, ahead), {
      initialProps: { request: step(3), ahead: [] },
    })
    await waitFor(() => expect(hook.result.current.drawn?.values[0]).toBe(3))
    expect(mapStep).toHaveBeenCalledTimes(1)

    // A second map on the same reader (the panel's state changed) finds it kept.
    const again = renderHook(() => useMapValues(reader, step(3)))
    expect(again.result.current).toMatchObject({ loading: false })
    expect(again.result.current.drawn?.values[0]).toBe(3)
    expect(mapStep).toHaveBeenCalledTimes(1)
  })

  it('counts the places the file has no value for, apart from dry ones', async () => {
    const mapStep = () =>
      Promise.resolve({
        value: Float32Array.from([NO_VALUE, NOT_DRAWN, 0.5, NO_VALUE]),
        cost: { requests: 1, bytes: 16, ms: 0 },
      })
    const reader = { mapStep } as unknown as ResultsFileReader
    const hook = renderHook(() => useMapValues(reader, step(0)))
    await waitFor(() => expect(hook.result.current.drawn?.noValues).toBe(2))
  })
})
