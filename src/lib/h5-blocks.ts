import type { H5File } from './h5-file'
import type { H5Module } from './h5wasm-loader'

type Dataset = {
  path: string
  shape: number[] | null
  metadata: { type: number; size: number; littleEndian: boolean; chunks: number[] | null }
  slice(ranges: number[][]): unknown
}

export type Float64Blocks = {
  /** [rows, columns] */
  shape: [number, number]
  /** Columns per HDF5 chunk: a block of whole chunks is decompressed once. */
  chunkColumns: number
  /** All rows of columns [from, to), row after row; the view lives until the next read. */
  read(from: number, to: number): Float64Array
}

const FLOAT = 1

function isDataset(entity: unknown): entity is Dataset {
  return typeof entity === 'object' && entity !== null && 'slice' in entity && 'metadata' in entity
}

/**
 * A two-dimensional float64 dataset read block by block into one WebAssembly buffer and viewed
 * there: h5wasm's `slice` would copy every block out of its memory first.
 */
export function withFloat64Blocks<T>(
  module: H5Module,
  file: H5File,
  path: string,
  work: (blocks: Float64Blocks) => T,
): T | null {
  const entity = file.get(path)
  if (!isDataset(entity) || entity.shape?.length !== 2) return null
  const [rows = 0, columns = 0] = entity.shape
  const { type, size, littleEndian, chunks } = entity.metadata
  const inPlace = type === FLOAT && size === 8 && littleEndian
  let [pointer, capacity] = [0, 0]
  const read = (from: number, to: number): Float64Array => {
    // Another layout (float32, big-endian) is left to h5wasm's conversion, a copy.
    if (!inPlace) {
      const values = entity.slice([
        [0, rows],
        [from, to],
      ]) as ArrayLike<number>
      return values instanceof Float64Array ? values : Float64Array.from(values)
    }
    const count = rows * (to - from)
    if (count > capacity) {
      if (pointer) module._free(pointer)
      ;[pointer, capacity] = [module._malloc(count * 8), count]
      if (!pointer) throw new Error(`No memory for ${path}`)
    }
    const [shape, offset] = [[rows, to - from].map(BigInt), [0, from].map(BigInt)]
    module.get_dataset_data(file.file_id, entity.path, shape, offset, [1n, 1n], BigInt(pointer))
    return new Float64Array(module.HEAPU8.buffer, pointer, count)
  }
  try {
    return work({ shape: [rows, columns], chunkColumns: chunks?.[1] ?? 1, read })
  } finally {
    if (pointer) module._free(pointer)
  }
}
