import { describe, expect, it } from 'vitest'
import { memoryKeyValue } from '@/workflows/browser/browser-key-value'
import { keptFilesIn } from './kept-files'

function clock() {
  let minute = 0
  return () => new Date(Date.UTC(2026, 10, 21, 12, minute++))
}

const bytes = (size: number) => new Blob([new Uint8Array(size)])

describe('kept files', () => {
  it('keeps the bytes with the simulation, the name, the size and the date', async () => {
    const kept = keptFilesIn(memoryKeyValue(), 100, clock())
    await kept.keep(7, 'storm.nc', new Blob(['rain']))
    expect(await (await kept.find(7, 'storm.nc'))?.text()).toBe('rain')
    expect(await kept.find(8, 'storm.nc')).toBeUndefined()
    expect(await kept.entries()).toEqual([
      { simulationId: 7, filename: 'storm.nc', size: 4, keptAt: '2026-11-21T12:00:00.000Z' },
    ])
  })

  it('drops the oldest first once the total passes the limit, and keeps nothing larger than it', async () => {
    const kept = keptFilesIn(memoryKeyValue(), 100, clock())
    await kept.keep(1, 'a.nc', bytes(40))
    await kept.keep(2, 'b.nc', bytes(40))
    await kept.keep(3, 'c.nc', bytes(40))
    expect((await kept.entries()).map((entry) => entry.filename).sort()).toEqual(['b.nc', 'c.nc'])
    await kept.keep(4, 'huge.nc', bytes(101))
    expect(await kept.find(4, 'huge.nc')).toBeUndefined()
    expect(await kept.entries()).toHaveLength(2)
  })
})
