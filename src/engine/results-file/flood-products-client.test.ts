import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { NEVER_WET } from '@/lib/flood-products/flood-products'
import { pageResultsFileWorker } from '@/testing/results-file-worker'
import { startResultsFileReader } from './results-file-client'

const bytes = new Uint8Array(readFileSync('test-data/platform/zwartedijkspolder/results_3di.nc'))
pageResultsFileWorker(() => bytes)

describe('flood products through the page worker', { timeout: 60_000 }, () => {
  it('computes once per run and wet depth, with progress, and hands the page its own copies', async () => {
    const reader = startResultsFileReader()
    const opened = await reader.open('https://store/results_3di.nc')
    const heard: [number, number][] = []
    const first = await reader.floodProducts({
      onProgress: (done, total) => heard.push([done, total]),
    })
    const steps = opened.layout.times.length
    await vi.waitFor(() => expect(heard.at(-1)).toEqual([steps, steps]))
    expect(first.value.maximumDepth).toHaveLength(opened.layout.meshes['2D']?.nodes ?? -1)
    expect(first.value.hazard?.some((rating) => rating > 1)).toBe(true)
    expect(first.value.arrivalHours).toContain(NEVER_WET)
    expect(first.cost.ms).toBeGreaterThan(0)

    first.value.hoursWet.fill(-1)
    const again = await reader.floodProducts()
    expect(again.cost).toEqual({ requests: 0, bytes: 0, ms: 0 })
    expect(again.value.hoursWet.every((hours) => !(hours < 0))).toBe(true)
    expect(Array.from(again.value.maximumVelocity ?? [])).not.toEqual([])

    const deeper = await reader.floodProducts({ wetDepthM: 0.5 })
    expect(deeper.value.wetDepthM).toBe(0.5)
    const wetAt = (hours: Float32Array) => hours.filter((h) => h !== NEVER_WET).length
    expect(wetAt(deeper.value.arrivalHours)).toBeLessThan(wetAt(again.value.arrivalHours))
    await expect(reader.floodProducts({ wetDepthM: -1 })).rejects.toThrow(
      'The wet depth must be above 0 m.',
    )
    reader.stop()
  })
})
