// The grid read part's worker (bench/grid-read.ts): the app's own reader, bundled alone, doing
// what the grid worker does on a first visit: h5wasm starts while the file downloads, then the read.
import { readGridCells } from '../src/engine/grid-tiles/read-gridadmin'
import { loadH5wasm } from '../src/lib/h5wasm-loader'

self.onmessage = async ({ data: url }: MessageEvent<string>) => {
  const started = performance.now()
  const ready = loadH5wasm().then(() => performance.now() - started)
  const bytes = new Uint8Array(await (await fetch(url, { cache: 'no-store' })).arrayBuffer())
  const fetched = performance.now()
  const startMs = await ready
  const reading = performance.now()
  const grid = await readGridCells(bytes)
  const done = performance.now()
  const times = { fetchMs: fetched - started, startMs, readMs: done - fetched }
  self.postMessage({
    ...times,
    readAloneMs: done - reading,
    cells: grid.count,
    bytes: bytes.length,
  })
}
