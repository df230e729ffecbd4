import { expect, test, type Locator } from './support/csp'
import { createShortRun, modeOf, runToTheEnd, signInAsModeller } from './support/app'

const WINDOW = { width: 1280, height: 800 }

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error('The element has no box.')
  return box
}

test('at 1280×800 one click on the link at the top brings the whole water map into view; full window gives it the window less the time control and legend, more with the chart hidden', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000)
  await page.setViewportSize(WINDOW)
  await page.goto('/models/1')
  await signInAsModeller(page, modeOf(testInfo))
  await createShortRun(page, `Room run ${testInfo.project.name} ${Date.now()}`)
  await runToTheEnd(page)

  const panel = page.getByRole('region', { name: 'Water on the map' })
  const map = panel.locator('.results-map__map')
  await expect(panel.getByRole('figure', { name: /Water depth/ })).toBeVisible({
    timeout: 30_000,
  })
  // Below the fold at first; one click on the link at the top brings all of it into view.
  expect((await boxOf(map)).y + (await boxOf(map)).height).toBeGreaterThan(WINDOW.height)
  await page.getByRole('link', { name: 'Go to the water map' }).click()
  await expect(page).toHaveURL(/#water-map$/)
  await expect.poll(async () => (await boxOf(map)).y).toBeGreaterThanOrEqual(0)
  const inView = await boxOf(map)
  expect(inView.y + inView.height).toBeLessThanOrEqual(WINDOW.height)
  expect(inView.x + inView.width).toBeLessThanOrEqual(WINDOW.width)

  await panel.getByRole('button', { name: 'Full window' }).click()
  const legend = panel.getByRole('figure', { name: /Water depth/ })
  const time = panel.getByRole('group', { name: 'Time' })
  // Padding and gaps between the pieces: no more than this is lost around the map.
  const SPACING = 48
  const hide = panel.getByRole('button', { name: 'Hide chart' })
  await expect(hide).toBeVisible()
  const withChart = await boxOf(map)
  expect(withChart.width).toBeGreaterThanOrEqual(
    WINDOW.width - (await boxOf(legend)).width - SPACING,
  )

  await hide.click()
  await expect(panel.getByRole('button', { name: 'Show chart' })).toBeVisible()
  await expect(page).toHaveURL(/chart=hidden/)
  await expect(panel.getByText('No points charted')).toBeHidden()
  await expect
    .poll(async () => (await boxOf(map)).height)
    .toBeGreaterThanOrEqual(WINDOW.height - (await boxOf(time)).height - SPACING)
  const hidden = await boxOf(map)
  expect(hidden.height).toBeGreaterThan(withChart.height)
  expect(hidden.width).toBeGreaterThanOrEqual(WINDOW.width - (await boxOf(legend)).width - SPACING)
  expect(hidden.x).toBeGreaterThanOrEqual(0)
  expect(hidden.y).toBeGreaterThanOrEqual(0)
  expect(hidden.y + hidden.height).toBeLessThanOrEqual((await boxOf(time)).y)

  await panel.getByRole('button', { name: 'Show chart' }).click()
  await expect(page).not.toHaveURL(/chart=/)
  await expect(panel.getByText('No points charted')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel.getByRole('button', { name: 'Full window' })).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Hide chart' })).toHaveCount(0)
})
