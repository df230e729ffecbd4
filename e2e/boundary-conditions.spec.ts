import type { Page } from '@playwright/test'
import { expect, test } from './support/csp'
import { apiBaseUrlOf, expectNoAxeViolations, modeOf, signInAsModeller } from './support/app'
import { createRunFromPage } from './support/rain'

/** Model 1 (the polder) has these boundaries: two 1D, one 2D. */
const BOUNDARIES = ['1D boundary 1', '1D boundary 2', '2D boundary 1']

/** A file as someone might make it by hand: it lacks 2D boundary 1. */
const MISSING_ONE = [
  {
    id: 1,
    type: '1D',
    interpolate: false,
    values: [
      [0, 1],
      [3600, 1.5],
    ],
  },
  {
    id: 2,
    type: '1D',
    interpolate: true,
    values: [
      [0, 0.2],
      [3600, 0.4],
    ],
  },
]

async function openPanel(page: Page, id: number) {
  await page.goto(`/simulations/${id}/events`)
  const panel = page.getByRole('region', { name: 'Boundary conditions' })
  await expect(panel.getByRole('table', { name: 'Boundaries of the model' })).toBeVisible({
    timeout: 20_000,
  })
  return panel
}

test.describe('boundary conditions', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await page.goto('/simulations')
    await signInAsModeller(page, modeOf(testInfo))
    await expect(page.getByRole('heading', { level: 1, name: 'Simulations' })).toBeVisible()
  })

  test('a series for every boundary of the model, uploaded, becomes valid', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000)
    const id = await createRunFromPage(page, apiBaseUrlOf(testInfo))
    const panel = await openPanel(page, id)
    const boxes = panel.getByRole('textbox', { name: /Rows: time and value/ })
    await expect(boxes).toHaveCount(BOUNDARIES.length)
    for (const [index] of BOUNDARIES.entries()) {
      await boxes.nth(index).fill('time\tvalue\n0\t0,5\n30\t1,25\n60\t1')
    }
    await panel.getByLabel('Times in').selectOption('min')
    // Read back in the unit typed: minutes, not the seconds the file will hold.
    await expect(
      panel.getByRole('table', { name: 'Values of 2D boundary 1' }).getByRole('row'),
    ).toHaveText(['Time (min)Value', '00.5', '301.25', '601'])
    await expect(panel.getByRole('figure', { name: 'Chart of 1D boundary 1' })).toBeVisible()
    await panel.getByRole('button', { name: 'Upload the file' }).click()
    await expect(panel.getByText('Valid', { exact: true })).toBeVisible({ timeout: 20_000 })
    const list = panel.getByRole('table', { name: 'Boundaries of the model' })
    await expect(list.getByText('Covered')).toHaveCount(BOUNDARIES.length)
    await expectNoAxeViolations(page)
  })

  test('a file missing one boundary is refused by the editor and found invalid by the server, the reason next to the boundary', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000)
    const apiBase = apiBaseUrlOf(testInfo)
    const id = await createRunFromPage(page, apiBase)
    const panel = await openPanel(page, id)
    await panel.getByLabel('Load a JSON file you made').setInputFiles({
      name: 'by hand.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(MISSING_ONE)),
    })
    await expect(panel.getByText('Stored as: by_hand.json')).toBeVisible()
    await panel.getByRole('button', { name: 'Upload the file' }).click()
    await expect(panel.getByRole('alert', { name: 'Problems of 2D boundary 1' })).toContainText(
      'the timeseries has no values',
    )
    // Another client (the desktop wizard) sends the same file past the editor.
    await page.evaluate(
      async ({ base, run, content }) => {
        const headers = {
          authorization: 'Bearer demo-modeller',
          'content-type': 'application/json',
          accept: 'application/json',
        }
        const answer = await fetch(`${base}/simulations/${run}/events/boundaryconditions/file/`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ filename: 'by hand.json' }),
        })
        const { put_url } = (await answer.json()) as { put_url: string }
        await fetch(put_url, { method: 'PUT', body: content })
      },
      { base: apiBase, run: id, content: JSON.stringify(MISSING_ONE) },
    )
    await page.reload()
    const list = panel.getByRole('table', { name: 'Boundaries of the model' })
    await expect(panel.getByText('Invalid', { exact: true })).toBeVisible({ timeout: 20_000 })
    await expect(list.getByRole('row', { name: /2D boundary 1/ })).toContainText(
      '2D boundary 1 has no timeseries.',
    )
    await expect(list.getByRole('row', { name: /1D boundary 1/ })).not.toContainText('timeseries')
    await expectNoAxeViolations(page)
  })
})
