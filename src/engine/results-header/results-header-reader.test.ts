import { strToU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { setupTestBackend } from '@/testing/test-backend'
import { readResultsHeader } from './results-header-reader'
import { writeResultsNetcdf } from './results-netcdf.fixture'

const { backend } = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })

async function signedUrl(key: string, bytes: Uint8Array): Promise<string> {
  backend.storage.put(key, bytes, 'application/x-netcdf')
  return await backend.storage.presign(key, 'GET')
}

describe('readResultsHeader (whole file, as in a page without workers)', () => {
  it('reads the header of a NetCDF4 file at a get_url', async () => {
    const url = await signedUrl('results/a.nc', await writeResultsNetcdf(3, 60))
    const reading = await readResultsHeader(url, { mode: 'whole', wholeFileAccepted: false })
    expect(reading.kind).toBe('header')
    if (reading.kind !== 'header') return
    expect(reading.via).toBe('whole')
    expect(reading.header.timeAxes).toMatchObject([{ name: 'time', count: 3, longestInterval: 60 }])
  })

  it('asks before reading a file above the warning size whole, and reads it once accepted', async () => {
    const bytes = await writeResultsNetcdf(3, 60)
    const url = await signedUrl('results/b.nc', bytes)
    const options = { mode: 'whole', warnAboveBytes: 1000 } as const
    expect(await readResultsHeader(url, { ...options, wholeFileAccepted: false })).toEqual({
      kind: 'needs-whole-file',
      size: bytes.byteLength,
    })
    const accepted = await readResultsHeader(url, { ...options, wholeFileAccepted: true })
    expect(accepted.kind).toBe('header')
  })

  it('names a file that is not NetCDF4', async () => {
    const url = await signedUrl('results/c.nc', strToU8('CDF\u0001 classic'))
    expect(await readResultsHeader(url, { mode: 'whole', wholeFileAccepted: false })).toEqual({
      kind: 'unreadable',
      reason: 'The file is NetCDF3 (classic), not the NetCDF4 of api.md.',
      via: 'whole',
    })
  })

  it('says a file cut short is incomplete, x of y bytes, not what HDF5 throws', async () => {
    const whole = await writeResultsNetcdf(3, 60)
    const cut = whole.slice(0, Math.floor(whole.length * 0.6))
    const url = await signedUrl('results/d.nc', cut)
    const reading = await readResultsHeader(url, { mode: 'whole', wholeFileAccepted: false })
    expect(reading).toMatchObject({ kind: 'unreadable', via: 'whole' })
    expect(reading.kind === 'unreadable' && reading.reason).toBe(
      `The results file is incomplete: the storage holds ${cut.length.toLocaleString('en')} of its ${whole.length.toLocaleString('en')} bytes (60 %). Fetch it again with a fresh link; if it stays so, download it to inspect.`,
    )
  })
})
