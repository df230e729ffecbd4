import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { saveBlob } from '@/api/transfer'
import { cellFileOfGrid } from '@/engine/grid-tiles/grid-worker'
import type { ResultsFileReader } from '@/engine/results-file/results-file-client'
import type { OpenedResultsFile } from '@/engine/results-file/results-file-service'
import { NEVER_WET, type FloodProducts } from '@/lib/flood-products/flood-products'
import { drawnDifference } from '@/lib/results-file/run-difference'
import { renderRoutes } from '@/testing/render-with-backend'
import type { OpenFile } from '../map-state'
import { ResultsExport } from './results-export'

vi.mock('@/api/transfer', () => ({ saveBlob: vi.fn() }))
vi.mock('@/engine/grid-tiles/grid-worker', () => ({ cellFileOfGrid: vi.fn() }))

const costed = <T,>(value: T) => ({ value, cost: { reads: 0, bytes: 0 } })
const products = {
  maximumDepth: Float32Array.from([0.01, 0.8, 0.3]),
  arrivalHours: Float32Array.from([NEVER_WET, 1.5, 0.25]),
  hazard: Float32Array.from([0.5, 1.9, 0.8]),
} as unknown as FloodProducts
const reader = {
  mapStep: vi.fn(async () => costed(Float32Array.from([0, 0.4, 0.015]))),
  maximumDepth: vi.fn(async () => ({ ...costed(products.maximumDepth), source: 'output-times' })),
  floodProducts: vi.fn(async () => costed(products)),
} as unknown as ResultsFileReader
const opened = {
  layout: {
    times: Float64Array.from([0, 300, 600]),
    timeUnits: 'seconds since 2026-11-21T00:00:00Z',
  },
} as unknown as OpenedResultsFile
const file: OpenFile = { reader, opened, key: 'run', reopen: () => {} }

// Run B (#4): its maximum depths against this run's (#3) [0.01, 0.8, 0.3]; NaN: no value.
const runB = {} as ResultsFileReader
const depthsOf = (run: ResultsFileReader) =>
  run === runB ? Float32Array.from([0.005, 1.0, Number.NaN]) : products.maximumDepth
// As the worker answers it (results-file-service test): the page only hands it on.
const differenceOf = (run: ResultsFileReader) =>
  vi.fn(async (reference: ResultsFileReader) => {
    const { difference, ...drawn } = drawnDifference(depthsOf(reference), depthsOf(run))
    return costed({ values: difference, ...drawn, source: 'output-times' })
  })
Object.assign(reader, { difference: differenceOf(reader) })
Object.assign(runB, { difference: differenceOf(runB) })
const compared = { id: 4, reader: runB, opened }

function renderAt(
  search: string,
  comparedRun: typeof compared | null = null,
  shownIndex: number | null = null,
) {
  const page = (
    <ResultsExport
      runId={3}
      runName="Storm 10"
      file={file}
      gridUrl="grid-link"
      compared={comparedRun}
      shownIndexRef={{ current: shownIndex }}
    />
  )
  return renderRoutes({ '/results': page }, `/results${search}`)
}

const written = { ok: true as const, bytes: new ArrayBuffer(8) }
const sentValues = () => Array.from(vi.mocked(cellFileOfGrid).mock.lastCall?.[1].values ?? [])

describe('ResultsExport', () => {
  beforeEach(() => {
    vi.mocked(cellFileOfGrid).mockReset().mockResolvedValue(written)
    vi.mocked(saveBlob).mockReset()
  })

  it('writes the maximum depth of the wet cells and saves it named by run and view', async () => {
    const { user } = renderAt('?view=maximum')
    await user.click(screen.getByRole('button', { name: 'GeoTIFF of this view' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Saved storm-10-maximum.tif')
    expect(vi.mocked(cellFileOfGrid).mock.lastCall?.[0]).toBe('grid-link')
    expect(sentValues()).toEqual([Number.NaN, Math.fround(0.8), Math.fround(0.3)])
    expect(vi.mocked(saveBlob).mock.lastCall?.[1]).toBe('storm-10-maximum.tif')
  })

  it('names the shown time of a depth and leaves the dry cells out', async () => {
    const { user } = renderAt('?view=depth&time=600')
    await user.click(screen.getByRole('button', { name: 'GeoJSON of the cells' }))
    await screen.findByText('Saved storm-10-depth-0h10.geojson')
    expect(vi.mocked(reader.mapStep)).toHaveBeenLastCalledWith('2D', 'depth', 2)
    const ask = vi.mocked(cellFileOfGrid).mock.lastCall?.[1]
    expect(ask).toMatchObject({ kind: 'geojson', meta: { view: 'Water depth', unit: 'm' } })
    expect(ask?.kind === 'geojson' ? ask.meta.time : null).toMatch(/00:10/)
    expect(sentValues()).toEqual([Number.NaN, Math.fround(0.4), Number.NaN])
  })

  it('writes the time shown on the map, which the URL follows only after a pause', async () => {
    const { user } = renderAt('?view=depth', null, 2)
    await user.click(screen.getByRole('button', { name: 'GeoJSON of the cells' }))
    await screen.findByText('Saved storm-10-depth-0h10.geojson')
    expect(vi.mocked(reader.mapStep)).toHaveBeenLastCalledWith('2D', 'depth', 2)
  })

  it('leaves out an arrival time where the water never came', async () => {
    const { user } = renderAt('?view=arrival')
    await user.click(screen.getByRole('button', { name: 'GeoTIFF of this view' }))
    await screen.findByText('Saved storm-10-arrival.tif')
    expect(sentValues()).toEqual([Number.NaN, 1.5, 0.25])
  })

  it('says why a file was not written, and Retry writes it', async () => {
    vi.mocked(cellFileOfGrid).mockResolvedValueOnce({
      ok: false,
      message: "The model's grid names no EPSG code, which a GeoTIFF needs.",
    })
    const { user } = renderAt('?view=hazard')
    await user.click(screen.getByRole('button', { name: 'GeoTIFF of this view' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      "The GeoTIFF was not written: The model's grid names no EPSG code, which a GeoTIFF needs.",
    )
    expect(saveBlob).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await screen.findByText('Saved storm-10-hazard.tif')
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(sentValues()).toEqual([Number.NaN, Math.fround(1.9), Math.fround(0.8)])
  })

  it('offers no file of a comparison until run B is read, and says so', () => {
    renderAt('?view=difference')
    expect(screen.getByRole('button', { name: 'GeoTIFF of this view' })).toBeDisabled()
    expect(screen.getByText(/Choose the run to compare with/)).toBeVisible()
  })

  it('writes the difference with the reference chosen, dry in both runs or no value left out', async () => {
    const { user } = renderAt('?view=difference&compare=4', compared)
    await user.click(screen.getByRole('button', { name: 'GeoJSON of the cells' }))
    await screen.findByText('Saved storm-10-run-3-minus-run-4.geojson')
    const ask = vi.mocked(cellFileOfGrid).mock.lastCall?.[1]
    expect(ask).toMatchObject({
      meta: { view: 'Maximum depth: run #3 − run #4 (reference), in m' },
    })
    expect(reader.difference).toHaveBeenCalledWith(runB)
    const [dry, wetter, noValue] = sentValues()
    expect(dry).toBeNaN()
    expect(wetter).toBeCloseTo(-0.2)
    // Run B has no value there (record 0046: a dry cell is 0 m, not missing): nodata, as drawn.
    expect(noValue).toBeNaN()
  })

  it('turns the sign round when this run is the reference', async () => {
    const { user } = renderAt('?view=difference&compare=4&reference=this', compared)
    await user.click(screen.getByRole('button', { name: 'GeoTIFF of this view' }))
    await screen.findByText('Saved storm-10-run-4-minus-run-3.tif')
    expect(sentValues()[1]).toBeCloseTo(0.2)
  })
})
