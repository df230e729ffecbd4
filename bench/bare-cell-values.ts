// The bare side of the results map's step change (bench/README.md "Results map"): a page with
// maplibre's own build, a background, and the app's cell layer module (bundled alone from
// bench/bare-cell-values-entry.ts), fed the very quads the app draws and the depths of every
// output time, made beforehand in this process with the app's own readers.
import { cellQuadsOf, type CellQuads } from '../src/engine/grid-tiles/cell-quads'
import type { CellRaster } from '../src/engine/grid-tiles/cell-raster'
import { readGridCells } from '../src/engine/grid-tiles/read-gridadmin'
import { bytesSource } from '../src/lib/h5-lazy-file'
import { mapValues } from '../src/lib/results-file/map-values'
import { openResultsSession } from '../src/lib/results-file/session'
import { MESH_VARIABLES } from '../src/lib/results-file/slices'
import { DEMO_TOKENS } from '../src/mocks/db/accounts'
import { bundledEntry } from './bundled-entry'
import type { ResultsRun } from './results-run'
import { resultsFileLink } from './results-run'
import { assetCacheControl, type BenchServers } from './servers'

declare global {
  interface Window {
    /** `performance.now()` of each frame the bare page's cell layer drew. */
    __bareFrameTimes?: number[]
    /** `performance.now()` of the page's next animation frame after each of those. */
    __barePresentedTimes?: number[]
    /** Gives the layer the depths of output time `index` (already in the page's memory). */
    __bareRecolour?: (index: number) => void
  }
}

export type BareCells = {
  bounds: [[number, number], [number, number]]
  quads: Pick<CellQuads, 'places' | 'origin'>
  /** The cell index raster's size, as the app's layer gets it (null: the grid has none). */
  raster: Pick<CellRaster, 'width' | 'height' | 'divisions'> | null
  steps: number
  /** What opening the results file reads: its header. */
  header: { bytes: number; requests: number }
  /** What the bare page fetches: maplibre and the layer's script, for warming its HTTP cache. */
  warmUrls: string[]
}

async function bytesOf(url: string): Promise<Uint8Array> {
  const answer = await fetch(url)
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`)
  return new Uint8Array(await answer.arrayBuffer())
}

/** The model's gridadmin.h5 read and projected by the app's code (what its grid worker does). */
async function quadsOf(servers: BenchServers, modelId: number): Promise<CellQuads> {
  const answer = await fetch(
    `${servers.mock.apiBaseUrl}/hydromodels/${modelId}/gridadmin/download/`,
    {
      headers: { authorization: `Bearer ${DEMO_TOKENS.modeller}`, accept: 'application/json' },
    },
  )
  const { get_url: url } = (await answer.json()) as { get_url: string }
  return cellQuadsOf(await readGridCells(await bytesOf(url))).cells
}

/**
 * The depths the app draws at every output time (its worker's `mapStep('2D', 'depth', t)`), and
 * what opening the file reads (the same reader and block sizes as the worker's, over the bytes).
 */
async function depthsOf(
  servers: BenchServers,
  run: ResultsRun,
): Promise<{ depths: Float32Array[]; header: { bytes: number; requests: number } }> {
  const bytes = await bytesOf(await resultsFileLink(servers, run))
  const session = await openResultsSession(bytesSource(bytes))
  try {
    const { level, bottom } = MESH_VARIABLES['2D']
    const bottoms = session.places(bottom).value
    const depths = Array.from(session.layout.times, (_, index) =>
      mapValues('depth', session.step(level, index).value, bottoms),
    )
    const { bytes: read, requests } = session.openCost
    return { depths, header: { bytes: read, requests } }
  } finally {
    session.close()
  }
}

/** The layer module and the depth classes as one script, built as the app's build would. */
async function layerScript(): Promise<string> {
  const [chunk] = await bundledEntry('bare-cell-values-entry.ts', 'iife', 'BareCells')
  if (chunk) return chunk.code
  throw new Error('The bare cell layer script was not built')
}

const asBytes = (values: ArrayBufferView) =>
  new Uint8Array(values.buffer, values.byteOffset, values.byteLength)

/** Makes the quads and depths, and serves them with the layer's script on the bare server. */
export async function prepareBareCells(servers: BenchServers, run: ResultsRun): Promise<BareCells> {
  const [quads, { depths, header }, script] = await Promise.all([
    quadsOf(servers, run.model.id),
    depthsOf(servers, run),
    layerScript(),
  ])
  servers.serveBare('/bare-cells.js', script, 'text/javascript', assetCacheControl)
  servers.serveBare('/bare-quads.bin', asBytes(quads.corners), 'application/octet-stream')
  const { raster } = quads
  if (raster) {
    servers.serveBare('/bare-raster.bin', asBytes(raster.places), 'application/octet-stream')
    servers.serveBare('/bare-mesh.bin', asBytes(raster.mesh), 'application/octet-stream')
  }
  depths.forEach((values, index) =>
    servers.serveBare(`/bare-depths-${index}.bin`, asBytes(values), 'application/octet-stream'),
  )
  const [west, south, east, north] = quads.bounds
  return {
    bounds: [
      [west, south],
      [east, north],
    ],
    quads: { places: quads.places, origin: quads.origin },
    raster: raster
      ? { width: raster.width, height: raster.height, divisions: raster.divisions }
      : null,
    steps: depths.length,
    header,
    warmUrls: ['/maplibre-gl.js', '/maplibre-gl.css', '/bare-cells.js'].map(
      (path) => `${servers.bare}${path}`,
    ),
  }
}

/**
 * The page: maplibre, a background, the cell layer with the depth classes, the quads and the
 * first output time's depths. `__bareFrameTimes` and `__barePresentedTimes` record its frames
 * as the results page's watch does; `__bareRecolour(i)` hands the layer output time i's depths,
 * fetched before.
 */
export function bareCellValuesPage(
  bare: BareCells,
  { width, height }: { width: number; height: number },
): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare cell values</title>
<link rel="stylesheet" href="/maplibre-gl.css">
<style>html, body { margin: 0 } #map { width: ${width}px; height: ${height}px }</style>
</head><body><div id="map"></div>
<script src="/maplibre-gl.js"></script>
<script src="/bare-cells.js"></script>
<script>
const frameTimes = []
const presentedTimes = []
window.__bareFrameTimes = frameTimes
window.__barePresentedTimes = presentedTimes
const layer = BareCells.createCellValuesLayer('bare-cell-values')
layer.setOnDrawn(() => {
  frameTimes.push(performance.now())
  requestAnimationFrame(() => presentedTimes.push(performance.now()))
})
const floats = (path) => fetch(path).then((answer) => answer.arrayBuffer()).then((b) => new Float32Array(b))
const depths = Array.from({ length: ${bare.steps} }, (_, index) => floats('/bare-depths-' + index + '.bin'))
const quads = floats('/bare-quads.bin')
const raster = ${JSON.stringify(bare.raster)}
const rasterData = raster && Promise.all([
  fetch('/bare-raster.bin').then((answer) => answer.arrayBuffer()).then((b) => new Uint32Array(b)),
  floats('/bare-mesh.bin'),
])
const map = new maplibregl.Map({
  container: 'map',
  style: { version: 8, sources: {}, layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#d7e6ef' } }] },
  bounds: ${JSON.stringify(bare.bounds)},
  fitBoundsOptions: { padding: 32 },
})
window.__bareMap = map
map.on('load', async () => {
  const corners = await quads
  const steps = await Promise.all(depths)
  layer.setClasses(BareCells.DEPTH_CLASSES)
  const cells = { places: ${bare.quads.places}, origin: ${JSON.stringify(bare.quads.origin)}, corners, bounds: [0, 0, 0, 0] }
  if (raster) {
    const [places, mesh] = await rasterData
    cells.raster = { ...raster, places, mesh }
  }
  layer.setQuads(cells)
  layer.setValues(steps[0])
  map.addLayer(layer)
  window.__bareRecolour = (index) => layer.setValues(steps[index])
})
</script></body></html>`
}
