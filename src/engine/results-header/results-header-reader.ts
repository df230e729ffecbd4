import { defaultDeadlines } from '@/api/deadline'
import { firstBytes, probeRanges, rangedUrlSource } from '@/api/ranged-file'
import { downloadFile } from '@/api/transfer'
import { withH5File } from '@/lib/h5-file'
import { mountLazyFile, type LazyFile } from '@/lib/h5-lazy-file'
import { loadH5wasm } from '@/lib/h5wasm-loader'
import { netcdfKindOfBytes, type NetcdfKind } from '@/lib/netcdf-signature'
import { unopenedFileError } from '@/lib/results-file/file-diagnosis'
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
  wholeFileAccepted: boolean
  stallMs?: number
  warnAboveBytes?: number
}

const SIGNATURE_BYTES = 4096
/** The header's metadata sits in a few places of the file: 1 MiB blocks, a few of them kept. */
const HEADER_BLOCK_BYTES = 1024 * 1024
const HEADER_CACHE_BYTES = 16 * 1024 * 1024
let fileNumber = 0

function kindReason(kind: NetcdfKind): string | null {
  if (kind === 'netcdf4') return null
  if (kind === 'empty') return 'The file is empty.'
  if (kind === 'netcdf3') return 'The file is NetCDF3 (classic), not the NetCDF4 of api.md.'
  return 'The file is not NetCDF4: it has no HDF5 signature.'
}

/** In a worker h5wasm reads lazily by HTTP Range, only the blocks the metadata needs. */
export async function readResultsHeader(
  url: string,
  options: HeaderReadOptions,
): Promise<HeaderReading> {
  const ms = options.stallMs ?? defaultDeadlines.transferStallMs
  const { module } = await loadH5wasm()
  fileNumber += 1
  const path = `/results-header-${fileNumber}.nc`
  const { ranges, size } = await probeRanges(url, ms)
  const via: HeaderReadMode =
    ranges && size !== null && options.mode === 'ranges' ? 'ranges' : 'whole'
  let lazy: LazyFile | null = null
  // The first bytes and the size held, to say what is wrong when HDF5 cannot read the file.
  let head: Uint8Array = new Uint8Array(0)
  let stored = size ?? 0
  try {
    if (via === 'ranges' && size !== null) {
      head = await firstBytes(url, SIGNATURE_BYTES, ms)
      const reason = kindReason(netcdfKindOfBytes(head))
      if (reason !== null) return { kind: 'unreadable', reason, via }
      lazy = mountLazyFile(module, path, rangedUrlSource(url, size, ms), {
        blockSize: HEADER_BLOCK_BYTES,
        cacheBytes: HEADER_CACHE_BYTES,
      })
    } else {
      const warnAbove = options.warnAboveBytes ?? WHOLE_FILE_WARNING_BYTES
      if (size !== null && size > warnAbove && !options.wholeFileAccepted) {
        return { kind: 'needs-whole-file', size }
      }
      const bytes = new Uint8Array(await (await downloadFile(url, { stallMs: ms })).arrayBuffer())
      const reason = kindReason(netcdfKindOfBytes(bytes))
      if (reason !== null) return { kind: 'unreadable', reason, via }
      module.FS.writeFile(path, bytes)
      head = bytes.subarray(0, SIGNATURE_BYTES)
      stored = bytes.length
    }
    return await describeAt(path, via, size, lazy, { head, size: stored })
  } finally {
    if (lazy) lazy.unmount()
    else if (module.FS.analyzePath(path).exists) module.FS.unlink(path)
  }
}

/** A failed ranged request is thrown, not reported as unreadable: the caller reads it whole. */
async function describeAt(
  path: string,
  via: HeaderReadMode,
  size: number | null,
  lazy: LazyFile | null,
  held: { head: Uint8Array; size: number },
): Promise<HeaderReading> {
  let header: NetcdfHeader
  try {
    header = await withH5File(path, 'r', describeNetcdf)
  } catch {
    const failure: unknown = lazy?.takeFailure() ?? null
    if (failure !== null) throw failure
    return { kind: 'unreadable', reason: unopenedFileError(held.size, held.head).message, via }
  }
  // HDF5 may go on after a failed read with bytes it never got: such a header is not kept.
  const failure: unknown = lazy?.takeFailure() ?? null
  if (failure !== null) throw failure
  return { kind: 'header', header, via, size }
}
