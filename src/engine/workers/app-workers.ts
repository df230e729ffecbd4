// Vite bundles a worker only from a literal `new Worker(new URL(...))`, so each start is spelled out.
export const startGridTilesWorker = (): Worker =>
  new Worker(new URL('../grid-tiles/grid-tiles.worker.ts', import.meta.url), {
    type: 'module',
    name: 'grid-tiles',
  })

export const startResultsFileWorker = (): Worker =>
  new Worker(new URL('../results-file/results-file.worker.ts', import.meta.url), {
    type: 'module',
    name: 'results-file',
  })
