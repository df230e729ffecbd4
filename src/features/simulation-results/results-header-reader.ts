import { defaultDeadlines } from '@/api/deadline'
import { downloadFile } from '@/api/transfer'
import { withH5File } from '@/lib/h5-file'
import { loadH5wasm } from '@/lib/h5wasm-loader'
import { netcdfKindOfBytes, type NetcdfKind } from '@/lib/netcdf-signature'
import { describeNetcdf, type NetcdfHeader } from './netcdf-header'

/** Above this, reading a file whole into the tab needs the person's go-ahead (the issue). */
export const WHOLE_FILE_WARNING_BYTES = 200 * 1024 * 1024

export type HeaderReadMode = 'ranges' | 'whole'

export type HeaderReading =
  | { kind: 'header'; header: NetcdfHeader; via: HeaderReadMode; size: number | null }
  /** The store cannot serve parts and the file is large: ask before reading it whole. */
  | { kind: 'needs-whole-file'; size: number }
  | { kind: 'unreadable'; reason: string; via: HeaderReadMode }

export type HeaderReadOptions = {
  /** Ranges need synchronous requests, which only a Web Worker may make. */
  mode: HeaderReadMode
  /** The person accepted reading a file above WHOLE_FILE_WARNING_BYTES whole. */
  wholeFileAccepted: boolean
  stallMs?: number
  /** WHOLE_FILE_WARNING_BYTES unless told otherwise. */
  warnAboveBytes?: number
}

const SIGNATURE_BYTES = 4096
let fileNumber = 0

function kindReason(kind: NetcdfKind): string | null {
  if (kind === 'netcdf4') return null
  if (kind === 'empty') return 'The file is empty.'
  if (kind === 'netcdf3') return 'The file is NetCDF3 (classic), not the NetCDF4 of api.md.'
  return 'The file is not NetCDF4: it has no HDF5 signature.'
}

async function withTimeout(url: string, init: RequestInit, ms: number): Promise<Response> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), ms)
  try {
    return await fetch(url, { ...init, credentials: 'omit', signal: controller.signal })
  } finally {
    clearTimeout(timer)
  }
}

/** Whether the store serves byte ranges, and the file's size, from a HEAD request. */
async function probe(url: string, ms: number) {
  const response = await withTimeout(url, { method: 'HEAD' }, ms)
  if (!response.ok) throw new Error(`The storage answered ${response.status} to HEAD.`)
  const length = Number(response.headers.get('content-length'))
  return {
    ranges: response.headers.get('accept-ranges') === 'bytes',
    size: Number.isFinite(length) && length > 0 ? length : null,
  }
}

async function rangeSignature(url: string, ms: number): Promise<Uint8Array> {
  const range = `bytes=0-${SIGNATURE_BYTES - 1}`
  const response = await withTimeout(url, { headers: { Range: range } }, ms)
  if (!response.ok) throw new Error(`The storage answered ${response.status} to a byte range.`)
  return new Uint8Array(await response.arrayBuffer())
}

/**
 * The header of a NetCDF4 results file at a pre-signed get_url. With `mode: 'ranges'` (in a
 * worker) h5wasm reads the file lazily, 1 MB blocks by HTTP Range, only the blocks its metadata
 * needs; otherwise the whole file is read, after the go-ahead above 200 MB.
 */
export async function readResultsHeader(
  url: string,
  options: HeaderReadOptions,
): Promise<HeaderReading> {
  const ms = options.stallMs ?? defaultDeadlines.transferStallMs
  const { module } = await loadH5wasm()
  fileNumber += 1
  const path = `/results-header-${fileNumber}.nc`
  const { ranges, size } = await probe(url, ms)
  const via: HeaderReadMode = ranges && options.mode === 'ranges' ? 'ranges' : 'whole'
  try {
    if (via === 'ranges') {
      const reason = kindReason(netcdfKindOfBytes(await rangeSignature(url, ms)))
      if (reason !== null) return { kind: 'unreadable', reason, via }
      module.FS.createLazyFile('/', path.slice(1), url, true, false)
    } else {
      const warnAbove = options.warnAboveBytes ?? WHOLE_FILE_WARNING_BYTES
      if (size !== null && size > warnAbove && !options.wholeFileAccepted) {
        return { kind: 'needs-whole-file', size }
      }
      const bytes = new Uint8Array(await (await downloadFile(url, { stallMs: ms })).arrayBuffer())
      const reason = kindReason(netcdfKindOfBytes(bytes))
      if (reason !== null) return { kind: 'unreadable', reason, via }
      module.FS.writeFile(path, bytes)
    }
    try {
      return { kind: 'header', header: await withH5File(path, 'r', describeNetcdf), via, size }
    } catch (error) {
      const detail = error instanceof Error ? `: ${error.message}` : ''
      return {
        kind: 'unreadable',
        reason: `The file has an HDF5 signature but could not be read as NetCDF4${detail}.`,
        via,
      }
    }
  } finally {
    if (module.FS.analyzePath(path).exists) module.FS.unlink(path)
  }
}
