import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sampleRainNetcdf3, sampleRainNetcdf4 } from '@/mocks/seed/rain/sample-rain-files'
import {
  HDF5_SIGNATURE,
  hdf5SignatureOffsets,
  netcdfKindOfBlob,
  netcdfKindOfBytes,
  netcdfRefusal,
} from './netcdf-signature'

const signature = Uint8Array.from(HDF5_SIGNATURE)

function withSignatureAt(offset: number, size: number): Uint8Array {
  const bytes = new Uint8Array(size)
  bytes.set(signature, offset)
  return bytes
}

describe('netcdfKindOf', () => {
  it('knows real NetCDF4 and NetCDF3 files generated here', async () => {
    const netcdf4 = await sampleRainNetcdf4()
    const netcdf3 = sampleRainNetcdf3()
    expect(netcdfKindOfBytes(netcdf4)).toBe('netcdf4')
    expect(netcdfKindOfBytes(netcdf3)).toBe('netcdf3')
    expect(await netcdfKindOfBlob(new Blob([new Uint8Array(netcdf4)]))).toBe('netcdf4')
    expect(await netcdfKindOfBlob(new Blob([new Uint8Array(netcdf3)]))).toBe('netcdf3')
  })

  it('finds the HDF5 signature behind a user block, at 512, 1024, 2048, … only', () => {
    expect(hdf5SignatureOffsets(4096 + 8)).toEqual([0, 512, 1024, 2048, 4096])
    for (const offset of [512, 1024, 2048, 4096]) {
      expect(netcdfKindOfBytes(withSignatureAt(offset, offset + 100))).toBe('netcdf4')
    }
    for (const offset of [1, 256, 513, 1536, 3000]) {
      expect(netcdfKindOfBytes(withSignatureAt(offset, 5000))).toBe('not-hdf5')
    }
    // The signature must fit in the file.
    expect(netcdfKindOfBytes(signature.subarray(0, 7))).toBe('not-hdf5')
  })

  it('tells the NetCDF3 versions (classic, 64-bit offset, CDF-5) and empty files', () => {
    for (const version of [1, 2, 5]) {
      expect(netcdfKindOfBytes(Uint8Array.of(0x43, 0x44, 0x46, version, 0, 0))).toBe('netcdf3')
    }
    expect(netcdfKindOfBytes(Uint8Array.of(0x43, 0x44, 0x46, 3))).toBe('not-hdf5')
    expect(netcdfKindOfBytes(new Uint8Array())).toBe('empty')
  })

  it('agrees with a direct search on random bytes, with and without planted signatures', async () => {
    const offsets = [0, 512, 1024, 2048]
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 0, maxLength: 3000 }),
        fc.option(fc.constantFrom(...offsets, 7, 700), { nil: undefined }),
        async (random, plantAt) => {
          const bytes = Uint8Array.from(random)
          if (plantAt !== undefined && plantAt + 8 <= bytes.length) bytes.set(signature, plantAt)
          const expected =
            bytes.length === 0
              ? 'empty'
              : bytes[0] === 0x43 &&
                  bytes[1] === 0x44 &&
                  bytes[2] === 0x46 &&
                  [1, 2, 5].includes(bytes[3] ?? -1)
                ? 'netcdf3'
                : offsets.some(
                      (offset) =>
                        offset + 8 <= bytes.length &&
                        HDF5_SIGNATURE.every((byte, index) => bytes[offset + index] === byte),
                    )
                  ? 'netcdf4'
                  : 'not-hdf5'
          expect(netcdfKindOfBytes(bytes)).toBe(expected)
          expect(await netcdfKindOfBlob(new Blob([bytes]))).toBe(expected)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('explains every refusal and lets NetCDF4 through', () => {
    expect(netcdfRefusal('netcdf4')).toBeNull()
    expect(netcdfRefusal('netcdf3')).toMatch(
      /^This is a NetCDF3 \(classic\) file; the server takes NetCDF4 only/,
    )
    expect(netcdfRefusal('empty')).toMatch(/empty/)
    expect(netcdfRefusal('not-hdf5')).toMatch(/not a NetCDF4 file/)
  })
})
