import { describe, expect, it } from 'vitest'
import { withFloat64Blocks } from './h5-blocks'
import { readH5Bytes, writeH5Bytes } from './h5-file'
import { loadH5wasm } from './h5wasm-loader'

const COLUMNS = 5000
const values = Float64Array.from({ length: 3 * COLUMNS }, (_, k) => Math.sin(k) * 1000)

const written = () =>
  writeH5Bytes((file) => {
    const compressed = { compression: 'gzip' as const, compression_opts: 1, chunks: [3, 1024] }
    file.create_dataset({ name: 'double', data: values, shape: [3, COLUMNS], ...compressed })
    const single = Float32Array.from(values)
    file.create_dataset({ name: 'single', data: single, shape: [3, COLUMNS], ...compressed })
  })

/** Rows 0..2 of columns [from, to) as h5wasm's own slice gives them. */
const expected = (from: number, to: number) =>
  [0, 1, 2].flatMap((row) => Array.from(values.subarray(row * COLUMNS + from, row * COLUMNS + to)))

describe('a float64 dataset read block by block', () => {
  it('gives every row of the columns asked, viewed in WebAssembly memory, one buffer for all blocks', async () => {
    const { module } = await loadH5wasm()
    const read = await readH5Bytes(await written(), (file) =>
      withFloat64Blocks(module, file, 'double', (blocks) => {
        const first = blocks.read(0, 2048)
        const [firstValues, firstAt] = [Array.from(first), first.byteOffset]
        const second = blocks.read(2048, 3000)
        const inWasm = first.buffer === module.HEAPU8.buffer
        const secondValues = Array.from(second)
        return {
          blocks,
          firstValues,
          sameBuffer: second.byteOffset === firstAt,
          inWasm,
          secondValues,
        }
      }),
    )
    expect(read?.blocks.shape).toEqual([3, COLUMNS])
    expect(read?.blocks.chunkColumns).toBe(1024)
    expect(read?.firstValues).toEqual(expected(0, 2048))
    expect(read?.secondValues).toEqual(expected(2048, 3000))
    expect(read?.inWasm).toBe(true)
    expect(read?.sameBuffer).toBe(true)
  })

  it('converts another number type, through h5wasm, and has nothing for a missing dataset', async () => {
    const { module } = await loadH5wasm()
    const read = await readH5Bytes(await written(), (file) => ({
      single: withFloat64Blocks(module, file, 'single', (blocks) =>
        Array.from(blocks.read(10, 20)),
      ),
      missing: withFloat64Blocks(module, file, 'nothing', () => 'read'),
    }))
    expect(read.single).toEqual(expected(10, 20).map(Math.fround))
    expect(read.missing).toBeNull()
  })
})
