import { expose, transfer } from 'comlink'
import type { GridTilesApi } from './grid-tiles-api'
import { cellQuadsAt, describeGridAt, gridTile, placeAtLonLat } from './grid-store'

const api: GridTilesApi = {
  async tile(url, z, x, y) {
    const result = await gridTile(url, z, x, y)
    return result.ok ? transfer(result, [result.data]) : result
  },
  describe: describeGridAt,
  async cellQuads(url) {
    const result = await cellQuadsAt(url)
    return result.ok ? transfer(result, [result.quads.corners.buffer]) : result
  },
  placeAt: placeAtLonLat,
}

expose(api)
