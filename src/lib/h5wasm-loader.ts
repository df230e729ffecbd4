import type h5wasmDefault from 'h5wasm'

export type H5wasm = typeof h5wasmDefault
export type H5Module = Awaited<H5wasm['ready']>

let loading: Promise<{ h5wasm: H5wasm; module: H5Module }> | undefined

/** h5wasm's ESM entry embeds its WebAssembly and runs in Node and browsers alike (its in-memory file system is all we need), so one dynamic import serves both; the browser bundle only fetches the 4 MB chunk when an HDF5 file is first read or written (a demo gridadmin.h5, the grid tiles' worker, the header of a results file in its worker). */
export function loadH5wasm(): Promise<{ h5wasm: H5wasm; module: H5Module }> {
  loading ??= import('h5wasm').then(async ({ default: h5wasm }) => ({
    h5wasm,
    module: await h5wasm.ready,
  }))
  return loading
}
