import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { WET_DEPTH_M } from '@/lib/results-file/colour-classes'
import { pageResultsFileWorker } from '@/testing/results-file-worker'
import { startResultsFileReader } from './results-file-client'

const bytes = new Uint8Array(readFileSync('test-data/platform/zwartedijkspolder/results_3di.nc'))
pageResultsFileWorker(() => bytes)

describe("a side view's values through the page worker", { timeout: 60_000 }, () => {
  it('answers the bottom and the wet level of the asked cells at one output time', async () => {
    const reader = startResultsFileReader()
    const opened = await reader.open('https://store/results_3di.nc')
    const last = opened.layout.times.length - 1
    const bottom = (await reader.places('Mesh2DFace_zcc')).value
    const level = (await reader.step('Mesh2D_s1', last)).value
    const isWet = (place: number) => (level[place] ?? NaN) - (bottom[place] ?? NaN) >= WET_DEPTH_M
    const wet = bottom.findIndex((_, place) => isWet(place))
    const dry = bottom.findIndex((_, place) => !isWet(place))
    expect(wet).toBeGreaterThanOrEqual(0)
    expect(dry).toBeGreaterThanOrEqual(0)

    const { value } = await reader.lineValues([wet, dry, -1], last)
    expect(Array.from(value.bottom)).toEqual([bottom[wet], bottom[dry], NaN])
    expect(Array.from(value.level)).toEqual([level[wet], NaN, NaN])
    reader.stop()
  })
})
