import { expose, transfer } from 'comlink'
import type { GridTilesApi } from './grid-tiles-api'
import { describeGridAt, gridTile } from './grid-store'

const api: GridTilesApi = {
  async tile(url, z, x, y) {
    const result = await gridTile(url, z, x, y)
    return result.ok ? transfer(result, [result.data]) : result
  },
  describe: describeGridAt,
}

expose(api)
