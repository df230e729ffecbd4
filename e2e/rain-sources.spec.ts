import { expect, test } from './support/csp'
import { expectNoAxeViolations, modeOf, signInAsModeller } from './support/app'
import { chooseDesignStorm, countRainPosts, rainPanelOfNewRun } from './support/rain'

test.describe('rain sources', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    // The Events section's budget, as rain.spec's: five editors, a map and an axe check.
    test.setTimeout(60_000)
    await page.goto('/simulations')
    await signInAsModeller(page, modeOf(testInfo))
    await expect(page.getByRole('heading', { level: 1, name: 'Simulations' })).toBeVisible()
  })

  test('storm 10 shows its hyetograph, 35.7 mm in all, inside the 1-hour run', async ({
    page,
  }, testInfo) => {
    const { panel } = await rainPanelOfNewRun(page, testInfo)
    await chooseDesignStorm(panel, 'Storm 10: T10, peak early, 45 min')
    const preview = panel.getByRole('figure', { name: 'Hyetograph' })
    await expect(preview).toContainText('Total 35.7 mm, peak 75.6 mm/h, over 45 min')
    await expect(preview.locator('.recharts-bar-rectangle')).toHaveCount(9)
    await expect(preview.getByRole('note')).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('a 48-hour storm in a 1-hour run is warned of before anything is sent', async ({
    page,
  }, testInfo) => {
    const { panel } = await rainPanelOfNewRun(page, testInfo)
    const posts = countRainPosts(page)
    await chooseDesignStorm(panel, 'Storm 16: T1000, constant, 48 h')
    await expect(panel.getByRole('note')).toHaveText(
      "The rain runs 47 h past the run's end; that part does not fall.",
    )
    await expect(panel.getByRole('figure', { name: 'Hyetograph' })).toContainText('Total 160 mm')
    expect(posts()).toBe(0)
  })

  test('storm 10 is written, can be downloaded first, then uploads and is processed', async ({
    page,
  }, testInfo) => {
    const { panel } = await rainPanelOfNewRun(page, testInfo)
    await chooseDesignStorm(panel, 'Storm 10: T10, peak early, 45 min')
    const download = page.waitForEvent('download')
    await panel.getByRole('button', { name: 'Download the file' }).click()
    expect((await download).suggestedFilename()).toBe('rain-storm-10.nc')
    await panel.getByRole('button', { name: 'Upload this rain' }).click()
    const files = panel.getByRole('list', { name: 'Rain files' })
    await expect(files.getByText('rain-storm-10.nc')).toBeVisible({ timeout: 20_000 })
    await expect(files.getByText(/Ready: \d+ time steps, every 5 min \(300 s\)/)).toBeVisible({
      timeout: 20_000,
    })
  })
})
