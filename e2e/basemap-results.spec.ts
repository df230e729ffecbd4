import { expect, test } from './support/csp'
import { createShortRun, modeOf, runToTheEnd, signInAsModeller } from './support/app'
import { shareOfColour } from './support/basemap'
import { fixtureTileRgb } from './support/fixture-basemaps'

test('the results map draws its own basemap choice under the water, kept after a reload', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  await page.goto('/models/1')
  await signInAsModeller(page, modeOf(testInfo))
  await createShortRun(page, `Basemap run ${testInfo.project.name} ${Date.now()}`)
  await runToTheEnd(page)
  const panel = page.getByRole('region', { name: 'Water on the map' })
  await expect(panel.getByRole('figure', { name: /Water depth/ })).toBeVisible({
    timeout: 30_000,
  })
  await panel.locator('.results-map__map').scrollIntoViewIfNeeded()
  const choice = panel.getByLabel('Background')
  await expect(choice).toHaveValue('fixture-map')
  await expect.poll(() => shareOfColour(page, fixtureTileRgb.map)).toBeGreaterThan(0.1)
  await choice.selectOption('Aerial: Fixture aerial')
  await expect.poll(() => shareOfColour(page, fixtureTileRgb.aerial)).toBeGreaterThan(0.1)
  await page.reload()
  // The map starts once scrolled near (LazyModelMap).
  // The map's box may be drawn anew while the page settles: scroll to whichever box is there.
  await expect(async () => {
    await panel.locator('.results-map__map').scrollIntoViewIfNeeded({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await expect(panel.getByLabel('Background')).toHaveValue('fixture-aerial', { timeout: 30_000 })
  await expect.poll(() => shareOfColour(page, fixtureTileRgb.aerial)).toBeGreaterThan(0.1)
})
