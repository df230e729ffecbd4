import type { Browser, Page } from '@playwright/test'
import { downloadLink } from '../src/api/common'
import { DEMO_TOKENS } from '../src/mocks/db/accounts'
import { browserRecords } from '../src/lib/browser-record-names'
import { idleAt, measureApp } from './measure-map'
import type { BenchServers } from './servers'
import { appPage, signedInPage } from './session'

const timeout = 180_000

/** One paired run: the cells map, the same map with no layer, and (first visit) the file alone. */
export type GridVisitSample = { cells: number; noLayer: number; fetchFile?: number }
export type GridCacheRow = {
  model: string
  cellCount: number
  repeat: GridVisitSample[]
  first: GridVisitSample[]
}

async function openMap(page: Page, app: string, modelId: number, withoutCells: boolean) {
  await page.goto(`${app}/models/${modelId}/map?layers=${withoutCells ? '' : 'cells'}`)
  await page.waitForFunction(idleAt, withoutCells, { timeout })
  return (await page.evaluate(idleAt, withoutCells)) ?? Number.NaN
}

/** The worker stores the grid after its first tiles: wait until the index and the cells are in. */
export async function untilKept(page: Page) {
  await page.waitForFunction(
    async (name) => {
      const opening = indexedDB.open(name)
      opening.onupgradeneeded = () => opening.result.createObjectStore('records')
      const database = await new Promise<IDBDatabase>((resolve) => {
        opening.onsuccess = () => resolve(opening.result)
      })
      const count = database.transaction('records').objectStore('records').count()
      const held = await new Promise<number>((resolve) => {
        count.onsuccess = () => resolve(count.result)
      })
      database.close()
      return held >= 2
    },
    browserRecords.keptGrids,
    { timeout, polling: 200 },
  )
}

/** The page's own fetch of the gridadmin.h5 bytes, through a fresh link: the floor of a first visit. */
async function fetchFileMs(browser: Browser, servers: BenchServers, modelId: number) {
  const { context, page } = await signedInPage(browser, servers.app)
  const answer = await fetch(
    `${servers.mock.apiBaseUrl}/hydromodels/${modelId}/gridadmin/download/`,
    {
      headers: { authorization: `Bearer ${DEMO_TOKENS.modeller}`, accept: 'application/json' },
    },
  )
  const link = downloadLink.parse(await answer.json())
  const took = await page.evaluate(async (url) => {
    const start = performance.now()
    await (await fetch(url)).arrayBuffer()
    return performance.now() - start
  }, link.get_url)
  await context.close()
  return took
}

/**
 * Repeat visit: one context visits the cells map once (the grid is kept), then per run opens the
 * cells map and the map with no layer, back to back. First visit: fresh contexts per side.
 */
export async function measureGridVisits(
  browser: Browser,
  servers: BenchServers,
  model: { id: number; name: string; cells: number },
  warmUrls: readonly string[],
  runs: number,
): Promise<GridCacheRow> {
  const row: GridCacheRow = { model: model.name, cellCount: model.cells, repeat: [], first: [] }
  const { context, page } = await appPage(browser, servers.app, warmUrls, [])
  try {
    await openMap(page, servers.app, model.id, false)
    await untilKept(page)
    await openMap(page, servers.app, model.id, true)
    for (let run = 0; run < runs; run += 1) {
      const cells = await openMap(page, servers.app, model.id, false)
      const noLayer = await openMap(page, servers.app, model.id, true)
      row.repeat.push({ cells, noLayer })
    }
  } finally {
    await context.close()
  }
  const once = { panZoom: false }
  for (let run = 0; run < runs; run += 1) {
    const cells = (await measureApp(browser, servers, model.id, warmUrls, once)).idle
    const noLayer = (
      await measureApp(browser, servers, model.id, warmUrls, { ...once, withoutCells: true })
    ).idle
    row.first.push({ cells, noLayer, fetchFile: await fetchFileMs(browser, servers, model.id) })
  }
  return row
}
