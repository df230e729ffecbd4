import { describe, expect, it } from 'vitest'
import { EXPIRED_LINK_MESSAGE } from '@/lib/results-file/errors'
import { setupTestBackend } from '@/testing/test-backend'
import { bytesOfRangeAnswer, firstBytes, probeRanges } from './ranged-file'

const { backend } = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })

describe('a file at a get_url, read in parts', () => {
  it('learns the size and whether the store serves ranges, then reads the first bytes', async () => {
    backend.storage.put('results/a.nc', new Uint8Array([1, 2, 3, 4, 5]), 'application/x-netcdf')
    const url = await backend.storage.presign('results/a.nc', 'GET')
    expect(await probeRanges(url, 5000)).toEqual({ ranges: true, size: 5 })
    expect(Array.from(await firstBytes(url, 3, 5000))).toEqual([1, 2, 3])
  })

  it('says a link the store no longer answers expired, with the way out', async () => {
    const url = await backend.storage.presign('results/gone.nc', 'GET')
    await expect(probeRanges(url, 5000)).rejects.toMatchObject({
      kind: 'expired',
      message: EXPIRED_LINK_MESSAGE,
    })
  })

  it('takes only the range it asked for from an answer', () => {
    const body = new Uint8Array([7, 8, 9]).buffer
    expect(Array.from(bytesOfRangeAnswer(206, body, 10, 13))).toEqual([7, 8, 9])
    expect(() => bytesOfRangeAnswer(200, new ArrayBuffer(100), 10, 13)).toThrow(
      'did not answer the byte range 10-12',
    )
    expect(() => bytesOfRangeAnswer(403, null, 10, 13)).toThrow(EXPIRED_LINK_MESSAGE)
  })
})
