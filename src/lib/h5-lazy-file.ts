import { createLruCache } from './lru-cache'
import type { H5Module } from './h5wasm-loader'

/** Synchronous: HDF5 reads through a synchronous file system (over HTTP, ranged XHR in a worker). */
export type ByteSource = {
  readonly size: number
  read(start: number, end: number): Uint8Array
}

export type ReadCounters = { requests: number; bytes: number }

export type LazyFileOptions = {
  blockSize: number
  cacheBytes: number
  minRequestBytes?: number
}

export type LazyFile = {
  readonly path: string
  readonly counters: Readonly<ReadCounters>
  takeFailure(): unknown
  unmount(): void
}

/** Each run of consecutive missing blocks is one request, however many blocks it spans. */
export function blockRunsToFetch(
  start: number,
  end: number,
  blockSize: number,
  isCached: (block: number) => boolean,
  readAhead: { minBlocks: number; blockCount: number } = { minBlocks: 1, blockCount: Infinity },
): Array<[number, number]> {
  const runs: Array<[number, number]> = []
  if (end <= start) return runs
  const last = Math.floor((end - 1) / blockSize)
  for (let block = Math.floor(start / blockSize); block <= last; block += 1) {
    if (isCached(block)) continue
    const run = runs.at(-1)
    if (run && run[1] === block - 1) run[1] = block
    else runs.push([block, block])
  }
  for (const run of runs) {
    while (
      run[1] - run[0] + 1 < readAhead.minBlocks &&
      run[1] + 1 < readAhead.blockCount &&
      !runs.some(([first]) => first === run[1] + 1) &&
      !isCached(run[1] + 1)
    ) {
      run[1] += 1
    }
  }
  return runs
}

/** The slice of Emscripten's FS this needs (h5wasm's typings leave out nodes and errors). */
type Fs = {
  createFile(parent: string, name: string, properties: object, read: boolean, write: boolean): Node
  unlink(path: string): void
  analyzePath(path: string): { exists: boolean }
  ErrnoError: new (errno: number) => Error
}
type ReadOp = (
  stream: unknown,
  buffer: Int8Array,
  offset: number,
  length: number,
  position: number,
) => number
type Node = { usedBytes: number; stream_ops: Record<string, unknown> & { read?: ReadOp } }

const EIO = 29

function blockReader(source: ByteSource, options: LazyFileOptions) {
  const { blockSize } = options
  const readAhead = {
    minBlocks: Math.max(1, Math.ceil((options.minRequestBytes ?? 0) / blockSize)),
    blockCount: Math.ceil(source.size / blockSize),
  }
  const blocks = createLruCache<number, Uint8Array>({
    maxWeight: options.cacheBytes,
    weigh: (block) => block.byteLength,
  })
  const counters: ReadCounters = { requests: 0, bytes: 0 }

  const fetchRun = (first: number, last: number, into: Map<number, Uint8Array>) => {
    const from = first * blockSize
    const to = Math.min(source.size, (last + 1) * blockSize)
    counters.requests += 1
    const bytes = source.read(from, to)
    counters.bytes += bytes.byteLength
    if (bytes.byteLength !== to - from) {
      throw new Error(`Asked for ${to - from} bytes at ${from}, got ${bytes.byteLength}.`)
    }
    for (let block = first; block <= last; block += 1) {
      const start = (block - first) * blockSize
      // A copy per block: a view would keep the whole run alive after its other blocks left.
      const copy = bytes.slice(start, Math.min(bytes.byteLength, start + blockSize))
      into.set(block, copy)
      blocks.set(block, copy)
    }
  }

  const readInto = (target: Uint8Array, position: number, length: number): number => {
    const end = Math.min(source.size, position + length)
    if (end <= position) return 0
    const found = new Map<number, Uint8Array>()
    const runs = blockRunsToFetch(
      position,
      end,
      blockSize,
      (block) => {
        const cached = blocks.get(block)
        if (cached) found.set(block, cached)
        return cached !== undefined
      },
      readAhead,
    )
    for (const [first, last] of runs) fetchRun(first, last, found)
    for (let at = position; at < end;) {
      const block = Math.floor(at / blockSize)
      const bytes = found.get(block) ?? new Uint8Array()
      const within = at - block * blockSize
      const count = Math.min(end - at, bytes.byteLength - within)
      if (count <= 0) throw new Error(`Block ${block} is shorter than expected.`)
      target.set(bytes.subarray(within, within + count), at - position)
      at += count
    }
    return end - position
  }

  return { readInto, counters, clear: () => blocks.clear() }
}

export function mountLazyFile(
  module: H5Module,
  path: string,
  source: ByteSource,
  options: LazyFileOptions,
): LazyFile {
  const fs = module.FS as unknown as Fs
  const { readInto, counters, clear } = blockReader(source, options)
  let failure: unknown = null

  const name = path.replace(/^\//, '')
  const node = fs.createFile('/', name, {}, true, false)
  node.usedBytes = source.size
  const read: ReadOp = (_stream, buffer, offset, length, position) => {
    try {
      const target = new Uint8Array(buffer.buffer, buffer.byteOffset + offset, length)
      return readInto(target, position, length)
    } catch (error) {
      failure = error
      // HDF5 sees an I/O error and h5wasm throws; the module stays usable.
      throw new fs.ErrnoError(EIO)
    }
  }
  node.stream_ops = { ...node.stream_ops, read }

  return {
    path: `/${name}`,
    counters,
    takeFailure() {
      const taken = failure
      failure = null
      return taken
    },
    unmount() {
      clear()
      if (fs.analyzePath(`/${name}`).exists) fs.unlink(`/${name}`)
    },
  }
}

export function bytesSource(bytes: Uint8Array): ByteSource {
  return { size: bytes.byteLength, read: (start, end) => bytes.subarray(start, end) }
}
