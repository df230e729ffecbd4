import { expect, test } from './support/csp'
import { signInAsModeller } from './support/app'
import { expectedTyped, faultMatrix, fillNewSimulation, typedValues } from './support/fault-matrix'

// The fault matrix's demo row: the demo keeps its world in localStorage, which a full
// browser refuses. The mock answers 507 and leaves the world as it was before the request.

const matrix = faultMatrix('Fault matrix (demo)')
test.afterAll(() => matrix.print())

test('storage quota exceeded: 507, nothing half-written, every value kept', async ({ page }) => {
  // The browser refuses localStorage writes while the page says so; sessionStorage (drafts) works.
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = function (key: string, value: string) {
      if (this === window.localStorage && Reflect.get(window, '__polderQuotaFull') === true) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
      setItem.call(this, key, value)
    }
  })
  let creations = 0
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (request.method() === 'POST' && pathname === '/v3/simulations/') creations += 1
  })
  await page.goto('/simulations/new?model=1')
  await signInAsModeller(page, 'demo')
  await expect(page.getByRole('form', { name: 'New simulation' })).toBeVisible()
  const name = `Matrix quota ${Date.now()}`
  await fillNewSimulation(page, name)

  await page.evaluate(() => Reflect.set(window, '__polderQuotaFull', true))
  await page.getByRole('button', { name: 'Create simulation' }).click()
  const alert = page.getByRole('alert')
  const message =
    'Not saved: the server has no storage left (507): The demo could not save this change'
  await expect(alert).toContainText(message)
  expect(await typedValues(page)).toEqual(expectedTyped(name))
  expect(creations).toBe(1)

  await page.evaluate(() => Reflect.set(window, '__polderQuotaFull', false))
  await page.getByRole('button', { name: 'Create simulation' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  // Rolled back: the refused request left no simulation behind, in memory or after a reload.
  await page.goto(`/simulations?name__icontains=${encodeURIComponent(name)}`)
  await expect(page.getByText('1 simulation matches the filters')).toBeVisible()
  await page.reload()
  await expect(page.getByText('1 simulation matches the filters')).toBeVisible()
  matrix.add({
    fault: 'quota exceeded (demo storage)',
    where: 'POST /simulations/ (New simulation, demo)',
    message: `${message} …`,
    wayOut: 'free space, Create simulation again → created (one simulation)',
    typed: 'all kept',
  })
})
