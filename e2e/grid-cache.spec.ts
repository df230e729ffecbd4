import { browserRecords } from '../src/lib/browser-record-names'
import { expect, test, type Page } from './support/csp'
import { modeOf, signInAsModeller } from './support/app'
import { waitForLayer } from './support/map'

const cellsMap = '/models/1/map?layers=cells'

/** Every request for a gridadmin.h5 from here on, the grid worker's included. */
function watchGridadmin(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/gridadmin.h5')) seen.push(request.url())
  })
  return seen
}

/** How many records the kept grids' database holds (idb-keyval's layout: one store `records`). */
function keptRecords(page: Page) {
  return page.evaluate(async (name) => {
    const opening = indexedDB.open(name)
    opening.onupgradeneeded = () => opening.result.createObjectStore('records')
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      opening.onsuccess = () => resolve(opening.result)
      opening.onerror = () => reject(opening.error)
    })
    const counting = database.transaction('records').objectStore('records').count()
    const count = await new Promise<number>(
      (resolve) => (counting.onsuccess = () => resolve(counting.result)),
    )
    database.close()
    return count
  }, browserRecords.keptGrids)
}

async function openCellsMap(page: Page) {
  await page.goto(cellsMap)
  await expect(page.getByRole('heading', { name: 'Map of Zuidplaspolder' })).toBeVisible()
  await waitForLayer(page, 'cells')
}

test('a second visit to a grid map draws its cells without asking for gridadmin.h5', async ({
  page,
}, testInfo) => {
  // Three map openings on a shared machine: WebGL in software is slow to start.
  test.setTimeout(120_000)
  const requested = watchGridadmin(page)
  await page.goto(cellsMap)
  await signInAsModeller(page, modeOf(testInfo))
  await waitForLayer(page, 'cells')
  expect(requested.length).toBeGreaterThan(0)
  // The index and the grid's cells, written by the worker after the first tiles.
  await expect.poll(() => keptRecords(page)).toBe(2)

  requested.length = 0
  await page.reload()
  await openCellsMap(page)
  expect(requested).toEqual([])
  await expect(
    page.getByRole('group', { name: 'Layers' }).getByRole('checkbox', { name: '2D cells' }),
  ).toBeChecked()

  if (modeOf(testInfo) !== 'demo') return
  // The demo's reset forgets the kept grid with the rest of its world: the file is read again.
  await page.goto('/')
  const banner = page.getByRole('complementary', { name: 'Demo mode' })
  await banner.getByRole('button', { name: 'Reset demo data' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reset demo data?' })
  await dialog.getByRole('button', { name: 'Reset demo data' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Demo data reset' })).toBeVisible()
  expect(await keptRecords(page)).toBe(0)
  await openCellsMap(page)
  expect(requested.length).toBeGreaterThan(0)
})
