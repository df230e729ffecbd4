import { readFile } from 'node:fs/promises'
import { expect, test } from './support/csp'
import { expectNoAxeViolations, modeOf, signInAsModeller } from './support/app'

const HDF5_SIGNATURE = [0x89, 0x48, 0x44, 0x46, 0x0d, 0x0a, 0x1a, 0x0a]

test.describe('models', () => {
  test('a modeller finds a model, opens it and downloads its grid administration', async ({
    page,
  }, testInfo) => {
    await page.goto('/models')
    await signInAsModeller(page, modeOf(testInfo))
    await expect(page.getByRole('heading', { level: 1, name: 'Models' })).toBeVisible()

    await page.getByRole('searchbox', { name: 'Search models by name' }).fill('zuidplas')
    await expect(page).toHaveURL(/name__icontains=zuidplas/)
    const table = page.getByRole('table')
    await expect(table.getByRole('rowheader')).toHaveText(['Zuidplaspolder'])
    await expectNoAxeViolations(page)

    await table.getByRole('link', { name: 'Zuidplaspolder', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Zuidplaspolder' })).toBeVisible()
    await expect(page).toHaveTitle('Zuidplaspolder · Polder')

    const grid = page.getByRole('region', { name: 'Grid administration' })
    const downloadEvent = page.waitForEvent('download')
    await grid.getByRole('button', { name: 'Download gridadmin.h5' }).click()
    const download = await downloadEvent
    expect(download.suggestedFilename()).toBe('gridadmin.h5')
    const bytes = await readFile(await download.path())
    expect([...bytes.subarray(0, HDF5_SIGNATURE.length)]).toEqual(HDF5_SIGNATURE)
    await expect(grid.getByText(/^Saved gridadmin\.h5 \(/)).toBeVisible()

    const geojson = page.getByRole('region', { name: 'GeoJSON per category' })
    await expect(geojson.getByRole('row', { name: /^breaches/ })).toContainText(/\d (kB|MB)/)
    await expectNoAxeViolations(page)
  })

  test('an unknown model id shows a not-found view', async ({ page }, testInfo) => {
    await page.goto('/models/999999')
    await signInAsModeller(page, modeOf(testInfo))
    await expect(page.getByRole('heading', { name: 'Model not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Go to the models' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Models' })).toBeVisible()
  })
})
