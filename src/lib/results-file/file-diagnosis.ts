import { hdf5SignatureOffsets, netcdfKindOf } from '../netcdf-signature'
import { ResultsReadError } from './errors'

export const DIAGNOSIS_BYTES = 4096

const FRESH_LINK = 'Fetch it again with a fresh link; if it stays so, download it to inspect.'

function address(bytes: Uint8Array, at: number, size: number): number | null {
  if (at + size > bytes.length) return null
  let value = 0
  for (let index = size - 1; index >= 0; index -= 1) value = value * 256 + (bytes[at + index] ?? 0)
  return value
}

export function statedFileEnd(bytes: Uint8Array, signatureAt: number): number | null {
  const version = bytes[signatureAt + 8] ?? -1
  const sizes = version <= 1 ? [13, 14] : [9, 10]
  const [offsets, lengths] = sizes.map((at) => bytes[signatureAt + at] ?? 0)
  if (version < 0 || version > 3 || ![2, 4, 8].includes(offsets ?? 0)) return null
  if (![2, 4, 8].includes(lengths ?? 0)) return null
  const size = offsets as number
  // The base address, then (v0, v1) free space or (v2, v3) the extension, then the end of file.
  const base = signatureAt + (version === 0 ? 24 : version === 1 ? 28 : 12)
  const baseAddress = address(bytes, base, size)
  const end = address(bytes, base + 2 * size, size)
  if (baseAddress === null || end === null) return null
  // HDF5's undefined address (all bits set) or beyond any file: not a superblock HDF5 wrote.
  return Number.isSafeInteger(baseAddress + end) ? baseAddress + end : null
}

export function damagedFileError(where: string): ResultsReadError {
  return new ResultsReadError('damaged', `The results file is damaged: ${where}. ${FRESH_LINK}`)
}

const isHtml = (head: Uint8Array) =>
  /^\s*</.test(new TextDecoder().decode(head.subarray(0, 64))) &&
  /<(!doctype|html|head|body)/i.test(new TextDecoder().decode(head.subarray(0, 1024)))

const bytesText = (count: number) => `${count.toLocaleString('en')} bytes`

export function unopenedFileError(size: number, head: Uint8Array): ResultsReadError {
  const fail = (kind: 'incomplete' | 'not-netcdf4' | 'damaged', text: string) =>
    new ResultsReadError(kind, `${text} ${FRESH_LINK}`)
  if (size === 0) return fail('incomplete', 'The results file is empty (0 bytes).')
  if (isHtml(head)) {
    return fail(
      'not-netcdf4',
      'The storage sent a web page (HTML), not the results file: the link may lead to a sign-in or error page.',
    )
  }
  const bytesAt = (offset: number, length: number) => head.subarray(offset, offset + length)
  const kind = netcdfKindOf(Math.min(size, head.length), bytesAt)
  if (kind === 'netcdf3') {
    return fail('not-netcdf4', 'This is a NetCDF3 (classic) file; results are read as NetCDF4.')
  }
  const signatureAt = hdf5SignatureOffsets(head.length).find(
    (offset) =>
      netcdfKindOf(head.length - offset, (at, n) => bytesAt(offset + at, n)) === 'netcdf4',
  )
  if (kind !== 'netcdf4' || signatureAt === undefined) {
    return fail(
      'not-netcdf4',
      'This is not an HDF5/NetCDF4 file: it has no HDF5 signature at its start.',
    )
  }
  const end = statedFileEnd(head, signatureAt)
  if (end === null) {
    return fail(
      'damaged',
      'The results file is damaged: its HDF5 superblock (the first bytes, which say where everything is) is not valid.',
    )
  }
  if (end > size) {
    const percent = Math.min(99, Math.round((size / end) * 100))
    return fail(
      'incomplete',
      `The results file is incomplete: the storage holds ${size.toLocaleString('en')} of its ${bytesText(end)} (${percent} %).`,
    )
  }
  return fail(
    'damaged',
    'The results file is damaged: HDF5 could not read the metadata that says what it holds.',
  )
}
