import { expect, test } from './support/csp'
import { modeOf, signInAsModeller } from './support/app'

// As it was once found: two click() calls in one task created two simulations.
test('two clicks in the same task on Create simulation create one simulation', async ({
  page,
}, testInfo) => {
  let creations = 0
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (request.method() === 'POST' && pathname === '/v3/simulations/') creations += 1
  })
  await page.goto('/simulations/new?model=1')
  await signInAsModeller(page, modeOf(testInfo))
  const name = `Clicked twice ${testInfo.project.name} ${Date.now()}`
  await page.getByLabel(/^Name/).fill(name)
  const create = page.getByRole('button', { name: 'Create simulation' })
  await create.evaluate((button: HTMLButtonElement) => {
    button.click()
    button.click()
  })
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  expect(creations).toBe(1)

  await page.goto(`/simulations?name__icontains=${encodeURIComponent(name)}`)
  await expect(page.getByText('1 simulation matches the filters')).toBeVisible()
})
