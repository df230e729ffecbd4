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
    if (!result.ok) return result
    const { cells, nodes } = result.quads
    return transfer(
      result,
      nodes ? [cells.corners.buffer, nodes.corners.buffer] : [cells.corners.buffer],
    )
  },
  placeAt: placeAtLonLat,
}

expose(api)
