import { expect, test, type Locator } from './support/csp'
import { signInAsModeller } from './support/app'
import { mockStorageOrigin } from './ports'

// At 1280 px with every layer refused: each error names the object store's whole address, a long
// unbroken word, which must wrap inside the Layers column instead of pushing the columns apart.

type Box = { x: number; y: number; width: number; height: number }

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  expect(box, 'a box on screen').not.toBeNull()
  return box ?? { x: 0, y: 0, width: 0, height: 0 }
}

const right = (box: Box) => box.x + box.width
// The map page starts maplibre and its workers, which try each refused file: slow on a busy machine.
const mapLoaded = { timeout: 30_000 }
test.describe.configure({ timeout: 60_000 })

test('the map page at 1280 px keeps its columns apart and in view with layer errors showing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.route(
    (url) => url.origin === mockStorageOrigin && url.pathname !== '/',
    (route) => route.abort('connectionrefused'),
  )
  await page.goto('/models/1/map')
  await signInAsModeller(page, 'real')
  const layersColumn = page.getByRole('complementary', { name: 'Map layers' })
  const layerList = page.getByRole('group', { name: 'Layers' })
  await expect(layerList.getByRole('alert').first()).toContainText('not reachable', mapLoaded)
  // Every layer has failed: none is preparing any more.
  await expect(layerList.getByRole('status')).toHaveCount(0, mapLoaded)

  const layers = await boxOf(layersColumn)
  const map = await boxOf(page.getByRole('region', { name: 'Map of Zuidplaspolder', exact: true }))
  const sideColumn = page.getByRole('complementary', { name: 'Picking' })
  await expect(sideColumn.getByRole('alert').first()).toContainText('not reachable')
  const side = await boxOf(sideColumn)
  expect(right(layers), 'Layers column ends before the map').toBeLessThanOrEqual(map.x)
  expect(right(map), 'map ends before the right column').toBeLessThanOrEqual(side.x)
  expect(right(side), 'right column inside the window').toBeLessThanOrEqual(1280)
  for (const alert of await layerList.getByRole('alert').all()) {
    expect(right(await boxOf(alert)), 'error inside the Layers column').toBeLessThanOrEqual(
      right(layers),
    )
  }
  for (const alert of await sideColumn.getByRole('alert').all()) {
    expect(right(await boxOf(alert)), 'error inside the right column').toBeLessThanOrEqual(
      right(side),
    )
  }
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth, 'no part of the page beyond the window').toBeLessThanOrEqual(1280)
})
