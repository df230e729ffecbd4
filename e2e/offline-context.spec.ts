import { expect, test, type Page } from './support/csp'
import { modeOf, signInAsModeller, submitToken } from './support/app'
import { openModelMap, waitForLayer } from './support/map'

/** What the offline context draws in view: the map's test hook asks maplibre for it. */
function renderedContext(page: Page) {
  return page.evaluate(() => window.__polderMap?.renderedContext() ?? null)
}

/** A drawn levee's page pixel where nothing lies over the map, so the mouse reaches the map. */
function leveeOnOpenMap(page: Page) {
  return page.evaluate(() => {
    const onCanvas = ({ x, y }: { x: number; y: number }) =>
      document.elementFromPoint(x, y)?.tagName === 'CANVAS'
    return window.__polderMap?.featurePoints('levees').find(onCanvas) ?? null
  })
}

/**
 * Drags the point to the map's centre and zooms in until the scale bar (at most 140 px) reads in
 * metres: 500 m or less, about 1:25,000 on a screen. Each zoom step is taken only while the bar
 * still reads kilometres, so the test waits for the map, never for a time.
 */
async function zoomToWorkingScaleAt(page: Page, point: { x: number; y: number }) {
  const canvas = await page.locator('canvas.maplibregl-canvas').boundingBox()
  if (!canvas) throw new Error('The map has no canvas')
  await page.mouse.move(point.x, point.y)
  await page.mouse.down()
  await page.mouse.move(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2, { steps: 10 })
  await page.mouse.up()
  const scale = page.locator('.maplibregl-ctrl-scale')
  const zoomIn = page.getByRole('button', { name: 'Zoom in' })
  // Each step redraws the cells of the model: a big one takes seconds per step under load.
  await expect
    .poll(
      async () => {
        const reading = (await scale.textContent()) ?? ''
        if (reading.endsWith('km')) await zoomIn.click()
        return reading
      },
      { timeout: 40_000 },
    )
    .toMatch(/^\d+\s+m$/u)
}

// No basemapUrl is configured in the tests: the map has only what the app itself serves.
test.describe('the offline map at a working zoom', () => {
  test('shows the real coast and place names around the Walcheren coast model', async ({
    page,
  }, testInfo) => {
    await page.goto('/models/15/map')
    await submitToken(page, modeOf(testInfo), 'demo-outsider')
    await expect(page.getByRole('heading', { name: 'Map of Walcheren coast' })).toBeVisible()
    await waitForLayer(page, 'levees')
    await expect
      .poll(() => renderedContext(page))
      .toMatchObject({
        kinds: ['land', 'place', 'sea'],
        places: expect.arrayContaining(['Domburg', 'Westkapelle']),
      })
  })

  test('names the towns around the Zuidplaspolder', async ({ page }, testInfo) => {
    await openModelMap(page, testInfo)
    await waitForLayer(page, 'levees')
    await expect
      .poll(() => renderedContext(page))
      .toMatchObject({ places: expect.arrayContaining(['Zevenhuizen']) })
  })

  test('shows sea and land where the real coast runs through Rijnland regional, at 1:25,000', async ({
    page,
  }, testInfo) => {
    // 100,000 cells to load and redraw at each zoom step.
    test.slow()
    await page.goto('/models/2/map')
    await signInAsModeller(page, modeOf(testInfo))
    await expect(page.getByRole('heading', { name: 'Map of Rijnland regional' })).toBeVisible()
    await waitForLayer(page, 'levees')
    // The model's levees lie on the coast, so zooming in on one puts the coast in view.
    await expect.poll(() => leveeOnOpenMap(page)).not.toBeNull()
    const levee = await leveeOnOpenMap(page)
    await zoomToWorkingScaleAt(page, levee ?? { x: 0, y: 0 })
    await expect
      .poll(() => renderedContext(page))
      .toMatchObject({ kinds: expect.arrayContaining(['land', 'sea']) })
  })
})
