import { expect, test, type Page } from './support/csp'
import { finishedRuns, waterOnTheMap } from './support/runs'

const rendered = (page: Page, category: string) =>
  page.evaluate((name) => window.__polderMap?.renderedCount(name) ?? 0, category)

const layerOrder = (page: Page) => page.evaluate(() => window.__polderMap?.layerOrder() ?? [])

const waterFrames = (page: Page) => page.evaluate(() => window.__polderWater?.frames ?? 0)

test('the model’s levees toggle over the water, the run’s breach is named with its width, and the comparison view offers the same', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000)
  const [{ id: dryRunId }, { breach: configuredText }] = await finishedRuns(
    page,
    testInfo,
    ['Dry run', null],
    ['Layers run'],
  )

  const panel = await waterOnTheMap(page)
  await panel.locator('.results-map__map').scrollIntoViewIfNeeded()

  // The run's breach: a label on the map with the potential breach's name and the width given.
  const label = panel.locator('.results-map__breach-label')
  await expect(label).toHaveText(/^Breach .+, initial width 12 m$/)
  const name = /^Breach (.+?)(?: \(.+\))?, initial width/.exec((await label.textContent()) ?? '')
  expect(configuredText).toContain(name?.[1])

  // Off by default: the water alone, on its own canvas.
  const layers = panel.getByRole('group', { name: 'Layers' })
  const levees = layers.getByRole('checkbox', { name: 'Levees' })
  await expect(levees).not.toBeChecked()
  expect(await rendered(page, 'levees')).toBe(0)
  await expect(panel.locator('.water-canvas')).toHaveCount(1)

  // On: the levees are drawn, above the water, which is still drawn.
  const before = await waterFrames(page)
  await levees.check()
  await expect(page).toHaveURL(/layers=levees/)
  await expect.poll(() => rendered(page, 'levees'), { timeout: 30_000 }).toBeGreaterThan(0)
  const order = await layerOrder(page)
  const water = order.indexOf('results-cell-values')
  expect(water).toBeGreaterThanOrEqual(0)
  expect(water).toBeLessThan(order.findIndex((id) => id.startsWith('model-levees')))
  await expect(panel.locator('.water-canvas')).toHaveCount(0)
  await expect.poll(() => waterFrames(page)).toBeGreaterThan(before)

  // Off again: nothing of them drawn, the water back on its canvas.
  await levees.uncheck()
  await expect(page).not.toHaveURL(/layers=/)
  await expect.poll(() => rendered(page, 'levees')).toBe(0)
  await expect(panel.locator('.water-canvas')).toHaveCount(1)

  // The comparison view: the same toggles, and each run's breaches labelled with its run.
  await panel.getByRole('radio', { name: 'Compared with another run' }).check()
  await panel.getByLabel('Compare with (run B)').selectOption(String(dryRunId))
  await expect(label).toHaveText(/^Run A: Breach .+, initial width 12 m$/)
  await layers.getByRole('checkbox', { name: 'Channels' }).check()
  await expect(page).toHaveURL(/layers=channels/)
  await expect.poll(() => rendered(page, 'channels'), { timeout: 30_000 }).toBeGreaterThan(0)
  await expect(layers.getByRole('checkbox', { name: 'Levees' })).not.toBeChecked()
})
