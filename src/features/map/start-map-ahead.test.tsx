import type { LoaderFunctionArgs } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { prepareGridWorker } from '@/engine/grid-tiles/grid-worker'
import { startMapAhead } from './model-map-page'

vi.mock('@/engine/grid-tiles/grid-worker', () => ({ prepareGridWorker: vi.fn() }))

const enter = (path: string) =>
  startMapAhead({
    request: new Request(`http://polder.test${path}`),
    params: {},
    context: {},
  } as LoaderFunctionArgs)

afterEach(() => vi.mocked(prepareGridWorker).mockClear())

describe('entering the model map', () => {
  it('starts the grid worker ahead when the URL shows the cells, and loads nothing', () => {
    expect(enter('/models/3/map?layers=breaches,cells')).toBeNull()
    expect(prepareGridWorker).toHaveBeenCalledTimes(1)
    // HDF5 loads beside the grid's download, which starts with the page: not ahead of it.
    expect(prepareGridWorker).toHaveBeenCalledWith({ library: false })
  })

  it('leaves the worker alone for a map without the cells, the default layers included', () => {
    enter('/models/3/map?layers=breaches,levees')
    enter('/models/3/map')
    expect(prepareGridWorker).not.toHaveBeenCalled()
  })
})
