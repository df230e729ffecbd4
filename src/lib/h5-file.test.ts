import { describe, expect, it } from 'vitest'
import { readH5Bytes, withH5File, writeH5Bytes } from './h5-file'
import { loadH5wasm } from './h5wasm-loader'

const written = () =>
  writeH5Bytes((file) => {
    file.create_attribute('title', 'levels')
    file.create_dataset({ name: 'level', data: new Float32Array([1.5, 2.5]), shape: [2] })
  })

async function leftInMemory(): Promise<string[]> {
  const { module } = await loadH5wasm()
  return module.FS.readdir('/').filter((name: string) => /\.h5$/.test(name))
}

describe('the h5wasm file lifecycle', () => {
  it('writes a file to bytes and reads them back, leaving nothing in its memory', async () => {
    const bytes = await written()
    const levels = await readH5Bytes(bytes, (file, h5wasm) => {
      const dataset = file.get('level')
      if (!(dataset instanceof h5wasm.Dataset)) throw new Error('no level')
      return [file.attrs['title']?.value, Array.from(dataset.value as Float32Array)]
    })
    expect(levels).toEqual(['levels', [1.5, 2.5]])
    expect(await leftInMemory()).toEqual([])
  })

  it('closes and removes the file when reading it fails, and passes the failure on', async () => {
    const bytes = await written()
    await expect(
      readH5Bytes(bytes, () => {
        throw new Error('not what we wanted')
      }),
    ).rejects.toThrow('not what we wanted')
    expect(await leftInMemory()).toEqual([])
  })

  it('lends a file already in its memory and closes it after', async () => {
    const { module } = await loadH5wasm()
    module.FS.writeFile('/lent.h5', await written())
    const keys = await withH5File('/lent.h5', 'r', (file) => file.keys())
    expect(keys).toEqual(['level'])
    // Closed: h5wasm lets a closed file's path be opened for writing again.
    await withH5File('/lent.h5', 'w', () => undefined)
    module.FS.unlink('/lent.h5')
  })
})
