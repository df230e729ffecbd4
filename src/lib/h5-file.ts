import { loadH5wasm, type H5wasm } from './h5wasm-loader'

export type H5File = InstanceType<H5wasm['File']>
/** What is done with an open file; synchronous, so no other read can run while it is open. */
export type H5Use<T> = (file: H5File, h5wasm: H5wasm) => T

let fileNumber = 0

function freshPath(): string {
  fileNumber += 1
  return `/polder-${fileNumber}.h5`
}

/** Closed however `work` ends: an open file holds WebAssembly memory, and a written one is complete only once closed. */
export async function withH5File<T>(path: string, mode: 'r' | 'w', work: H5Use<T>): Promise<T> {
  const { h5wasm } = await loadH5wasm()
  const file = new h5wasm.File(path, mode)
  try {
    return work(file, h5wasm)
  } finally {
    file.close()
  }
}

export async function readH5Bytes<T>(bytes: Uint8Array, read: H5Use<T>): Promise<T> {
  const { module } = await loadH5wasm()
  const path = freshPath()
  module.FS.writeFile(path, bytes)
  try {
    return await withH5File(path, 'r', read)
  } finally {
    module.FS.unlink(path)
  }
}

export async function writeH5Bytes(write: H5Use<void>): Promise<Uint8Array> {
  const { module } = await loadH5wasm()
  const path = freshPath()
  try {
    await withH5File(path, 'w', write)
    return module.FS.readFile(path)
  } finally {
    if (module.FS.analyzePath(path).exists) module.FS.unlink(path)
  }
}
