import { expect, test } from './support/csp'
import { apiBaseUrlOf, modeOf, signInAsModeller } from './support/app'
import { mockStorageOrigin } from './ports'
import { createRunFromPage } from './support/rain'

// Real-network mode only: page.route cannot hold a PUT that the demo's service worker answers.
test.describe('boundary-conditions upload, cancelled', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await page.goto('/simulations')
    await signInAsModeller(page, modeOf(testInfo))
    await expect(page.getByRole('heading', { level: 1, name: 'Simulations' })).toBeVisible()
  })

  test('an upload can be cancelled, leaving no record behind and the series kept', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000)
    // The storage never answers this PUT: the upload stays in flight until it is cancelled.
    await page.route(`${mockStorageOrigin}/**`, async (route) => {
      if (route.request().method() !== 'PUT') return route.continue()
    })
    const apiBase = apiBaseUrlOf(testInfo)
    const id = await createRunFromPage(page, apiBase)
    await page.goto(`/simulations/${id}/events`)
    const panel = page.getByRole('region', { name: 'Boundary conditions' })
    const boxes = panel.getByRole('textbox', { name: /Rows: time and value/ })
    await expect(boxes).toHaveCount(3, { timeout: 20_000 })
    for (const index of [0, 1, 2]) await boxes.nth(index).fill('0\t1\n3600\t2')
    await panel.getByRole('button', { name: 'Upload the file' }).click()
    await expect(panel.getByRole('progressbar', { name: /^Uploading / })).toBeVisible()
    await panel.getByRole('button', { name: 'Cancel upload' }).click()
    await expect(panel.getByText(/^The upload of .* was cancelled$/)).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Upload it again' })).toBeVisible()
    await expect(boxes.first()).toHaveValue('0\t1\n3600\t2')
    const count = () =>
      page.evaluate(
        async ({ base, run }) => {
          const answer = await fetch(`${base}/simulations/${run}/events/boundaryconditions/file/`, {
            headers: { authorization: 'Bearer demo-modeller', accept: 'application/json' },
          })
          return ((await answer.json()) as { count: number }).count
        },
        { base: apiBase, run: id },
      )
    await expect.poll(count).toBe(0)
  })
})
