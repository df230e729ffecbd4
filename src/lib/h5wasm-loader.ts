import type h5wasmDefault from 'h5wasm'

export type H5wasm = typeof h5wasmDefault
export type H5Module = Awaited<H5wasm['ready']>

let loading: Promise<{ h5wasm: H5wasm; module: H5Module }> | undefined

/** One dynamic import for Node and browsers; the 4 MB chunk is fetched only when HDF5 is first needed. */
export function loadH5wasm(): Promise<{ h5wasm: H5wasm; module: H5Module }> {
  loading ??= import('h5wasm').then(async ({ default: h5wasm }) => ({
    h5wasm,
    module: await h5wasm.ready,
  }))
  return loading
}
