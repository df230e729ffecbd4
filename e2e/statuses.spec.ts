import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, modeOf, signInAsModeller } from './support/app'

test.describe('statuses', () => {
  test('at 1280 px the statuses table fits the window, its Detail column readable, in the words of its filter', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/statuses?exit_code__gt=0')
    await signInAsModeller(page, modeOf(testInfo))
    const table = page.getByRole('table', { name: 'Status records' })
    await expect(table.getByRole('row').nth(1)).toBeVisible()
    await expect(page.getByText(/^\d+ status records? match(es)? the filters$/)).toBeVisible()

    const scroller = table.locator('xpath=..')
    const overflow = await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const detail = await table.getByRole('columnheader', { name: 'Detail' }).boundingBox()
    expect(detail?.width ?? 0).toBeGreaterThanOrEqual(200)
    const detailCell = table.getByRole('row').nth(1).getByRole('cell').nth(4)
    await expect(detailCell).not.toHaveText('')
    await expectNoAxeViolations(page)

    await page.goto('/statuses?limit=100')
    await expect(page.getByText(/^\d+ status records$/)).toBeVisible()
    const filterWords = await page.getByLabel('Status').locator('option').allTextContents()
    const tableWords = await table.locator('tbody .badge').allTextContents()
    for (const word of tableWords)
      expect(filterWords).toContain(word.replace(/ \(exit -?\d+\)$/, ''))
  })
})
