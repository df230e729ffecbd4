import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { bytesSource } from '@/lib/h5-lazy-file'
import { buildResultsNetcdf } from '@/mocks/simulations/results/results-netcdf'
import { sampleRun } from '@/mocks/simulations/results/sample-runs'
import { ResultsReadError } from './errors'
import { statedFileEnd } from './file-diagnosis'
import { openResultsSession, type ResultsFileSession } from './session'

// core 3.5.4's results_3di.nc: superblock version 0; the mock's (h5wasm) version 2 or 3.
const platform = new Uint8Array(readFileSync('test-data/platform/zwartedijkspolder/results_3di.nc'))
const FRESH_LINK = 'Fetch it again with a fresh link; if it stays so, download it to inspect.'

const sessions: ResultsFileSession[] = []
afterAll(() => sessions.forEach((session) => session.close()))

/** What opening `bytes` fails with: kind and message. */
async function failureOpening(bytes: Uint8Array) {
  try {
    sessions.push(await openResultsSession(bytesSource(bytes)))
  } catch (error) {
    if (!(error instanceof ResultsReadError)) throw error
    return { kind: error.kind, message: error.message }
  }
  throw new Error('The file opened.')
}

const cut = (bytes: Uint8Array, share: number) => bytes.slice(0, Math.floor(bytes.length * share))

/** A copy with `count` bytes from `at` overwritten by bytes that mean nothing. */
function scrambled(bytes: Uint8Array, at: number, count: number) {
  const copy = bytes.slice()
  for (let index = at; index < at + count; index += 1) copy[index] = (index * 7919) & 0xff
  return copy
}

describe('a results file the storage holds broken', { timeout: 60_000 }, () => {
  it('cut to 60 % or 5 %: incomplete, x of y bytes', async () => {
    for (const share of [0.6, 0.05]) {
      const bytes = cut(platform, share)
      expect(await failureOpening(bytes)).toEqual({
        kind: 'incomplete',
        message: `The results file is incomplete: the storage holds ${bytes.length.toLocaleString('en')} of its 563,804 bytes (${Math.round(share * 100)} %). ${FRESH_LINK}`,
      })
    }
  })

  it('cut short, as the mock writes it (a version 2 superblock)', async () => {
    const mock = await buildResultsNetcdf(sampleRun())
    expect(statedFileEnd(mock, 0)).toBe(mock.length)
    const failure = await failureOpening(cut(mock, 0.6))
    expect(failure.kind).toBe('incomplete')
    expect(failure.message).toContain(`of its ${mock.length.toLocaleString('en')} bytes (60 %)`)
  })

  it('a damaged superblock', async () => {
    expect(await failureOpening(scrambled(platform, 8, 40))).toEqual({
      kind: 'damaged',
      message: `The results file is damaged: its HDF5 superblock (the first bytes, which say where everything is) is not valid. ${FRESH_LINK}`,
    })
  })

  it('a superblock whose end of file is the undefined address', () => {
    expect(statedFileEnd(platform, 0)).toBe(platform.length)
    const undefinedEnd = platform.slice()
    undefinedEnd.fill(0xff, 40, 48)
    expect(statedFileEnd(undefinedEnd, 0)).toBeNull()
  })

  it('a web page served instead', async () => {
    const page = new TextEncoder().encode(
      '<!DOCTYPE html>\n<html><head><title>Sign in</title></head></html>',
    )
    expect(await failureOpening(page)).toEqual({
      kind: 'not-netcdf4',
      message: `The storage sent a web page (HTML), not the results file: the link may lead to a sign-in or error page. ${FRESH_LINK}`,
    })
  })

  it('other bytes, a NetCDF3 file, nothing at all', async () => {
    expect((await failureOpening(scrambled(platform, 0, 4096))).message).toMatch(
      /^This is not an HDF5\/NetCDF4 file: it has no HDF5 signature at its start\./,
    )
    const classic = Uint8Array.from([0x43, 0x44, 0x46, 0x01, 0, 0, 0, 0])
    expect((await failureOpening(classic)).message).toMatch(/^This is a NetCDF3 \(classic\) file/)
    expect((await failureOpening(new Uint8Array(0))).message).toMatch(
      /^The results file is empty \(0 bytes\)\./,
    )
  })

  it('damaged metadata: a variable it names does not read, which is not a missing variable', async () => {
    // The root group's symbol table: the names are there, the objects they lead to are not.
    const failure = await failureOpening(scrambled(platform, 5033, 32))
    expect(failure).toEqual({
      kind: 'damaged',
      message: `The results file is damaged: its variable time does not read. ${FRESH_LINK}`,
    })
  })

  it('whole, it opens; a variable it lacks is still said missing', async () => {
    const session = await openResultsSession(bytesSource(platform))
    sessions.push(session)
    expect(() => session.step('Mesh2D_nothing', 0)).toThrow(
      'The results file has no variable Mesh2D_nothing.',
    )
  })
})
