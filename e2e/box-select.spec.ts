import { expect, test, type Page } from './support/csp'
import { createShortRun, modeOf, signInAsModeller } from './support/app'
import { waitForLayer } from './support/map'
import { addBreachToBase } from './support/sets'

type Box = { left: number; top: number; right: number; bottom: number }

/** How many potential breaches are drawn inside the box, and inside it grown by a marker's size. */
function breachesDrawnIn(page: Page, box: Box) {
  return page.evaluate((inner) => {
    const points = window.__polderMap?.featurePoints('breaches') ?? []
    const within = (margin: number) =>
      points.filter(
        (p) =>
          p.x >= inner.left - margin &&
          p.x <= inner.right + margin &&
          p.y >= inner.top - margin &&
          p.y <= inner.bottom + margin,
      ).length
    return { inside: within(0), near: within(16) }
  }, box)
}

test('Shift + drag a box across the set’s map adds every breach drawn inside it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const unique = `${testInfo.project.name} ${Date.now()}`
  await page.goto('/models/1')
  await signInAsModeller(page, modeOf(testInfo))
  await createShortRun(page, `Box base ${unique}`)
  await addBreachToBase(page)

  await page.getByRole('link', { name: 'Scenario set from this one' }).click()
  const picker = page.getByRole('group', { name: /^Breaches, one run each/ })
  const map = picker.locator('.breach-chooser__map')
  await map.scrollIntoViewIfNeeded()
  await waitForLayer(page, 'breaches')
  const canvas = await map.locator('canvas').boundingBox()
  if (!canvas) throw new Error('the map has no canvas')
  const box = {
    left: canvas.x + 4,
    top: canvas.y + 4,
    right: canvas.x + canvas.width - 4,
    bottom: canvas.y + canvas.height - 4,
  }
  const drawn = await breachesDrawnIn(page, box)
  expect(drawn.inside).toBeGreaterThanOrEqual(2)

  const list = picker.getByRole('region', { name: 'Pick the breaches' })
  await expect(list.getByText(/^0 selected/)).toBeVisible()
  await page.keyboard.down('Shift')
  await page.mouse.move(box.left, box.top)
  await page.mouse.down()
  await page.mouse.move(box.right, box.bottom, { steps: 8 })
  await expect(page.locator('.map-box-select')).toBeVisible()
  await page.mouse.up()
  await page.keyboard.up('Shift')
  await expect(page.locator('.map-box-select')).toHaveCount(0)

  const status = list.getByText(/^\d+ selected/)
  await expect(status).not.toHaveText(/^0 selected/)
  const selected = Number(/^(\d+)/.exec((await status.textContent()) ?? '')?.[1])
  expect(selected).toBeGreaterThanOrEqual(drawn.inside)
  expect(selected).toBeLessThanOrEqual(drawn.near)
  await expect(list.getByRole('checkbox', { checked: true })).toHaveCount(Math.min(selected, 100))
})
