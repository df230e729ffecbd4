import { expose, transfer } from 'comlink'
import { loadH5wasm } from '@/lib/h5wasm-loader'
import type { GridTilesApi } from './grid-tiles-api'
import { cellFileAt } from '../cell-files/cell-file-at'
import { cellQuadsAt, describeGridAt, gridTile, placeAtLonLat } from './grid-store'
import { keptGrids } from './kept-grids'

const api: GridTilesApi = {
  // A browser that keeps grids likely reads none: the 4 MB library would only compete with the map.
  async prepare(library) {
    if (
      !library ||
      (await keptGrids()
        ?.holdsAny()
        .catch(() => false))
    )
      return
    await loadH5wasm()
  },
  async tile(url, z, x, y) {
    const result = await gridTile(url, z, x, y)
    return result.ok ? transfer(result, [result.data]) : result
  },
  describe: describeGridAt,
  async cellQuads(url) {
    const result = await cellQuadsAt(url)
    if (!result.ok) return result
    const { cells, nodes } = result.quads
    const buffers: ArrayBufferLike[] = [cells.corners.buffer]
    if (cells.raster) buffers.push(cells.raster.places.buffer, cells.raster.mesh.buffer)
    if (nodes) buffers.push(nodes.corners.buffer)
    return transfer(result, buffers as Transferable[])
  },
  placeAt: placeAtLonLat,
  async geoTiff(url, values) {
    const file = await cellFileAt(url, { kind: 'geotiff', values })
    return file.ok ? transfer(file, [file.bytes]) : file
  },
  async geoJson(url, values, meta) {
    const file = await cellFileAt(url, { kind: 'geojson', values, meta })
    return file.ok ? transfer(file, [file.bytes]) : file
  },
}

expose(api)
