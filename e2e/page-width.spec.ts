import { expect, test, type Locator, type Page } from './support/csp'
import { createShortRun, modeOf, signInAsModeller } from './support/app'
import { addBreachToBase } from './support/sets'

/** The widths a modeller's laptop and desktop windows have. */
const WINDOW_WIDTHS = [1280, 1440]

/** How far the page reaches beyond the window's right edge, in CSS pixels (0 when it fits). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

/** At each window width the page, once `shown` is on screen, is no wider than the window. */
async function expectFitsWindow(page: Page, what: string, shown: Locator) {
  await expect(shown).toBeVisible({ timeout: 30_000 })
  for (const width of WINDOW_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    // Charts take their new width in the frame after a resize: polled, not slept.
    await expect
      .poll(() => overflow(page), { message: `${what} at ${width} px wide` })
      .toBeLessThanOrEqual(0)
  }
}

const section = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: 'Simulation sections' }).getByRole('link', { name }).click()

test.describe('no page of the journey is wider than the window', () => {
  test('models, model map, simulations, a run’s sections with its logs open, a set’s board with its finished run', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000)
    const unique = `${testInfo.project.name} ${Date.now()}`
    await page.goto('/models')
    await signInAsModeller(page, modeOf(testInfo))
    await expectFitsWindow(page, 'Models', page.getByRole('table').first())

    await page.goto('/models/1/map')
    await expectFitsWindow(page, 'Model map', page.locator('.maplibregl-canvas').first())

    await page.goto('/simulations')
    await expectFitsWindow(page, 'Simulations', page.getByRole('table').first())

    await page.goto('/models/1')
    const title = await createShortRun(page, `Width ${unique}`)
    await expectFitsWindow(page, 'Overview', page.getByRole('region', { name: 'Run' }))
    await section(page, /^Initial conditions/)
    await expectFitsWindow(
      page,
      'Initial conditions',
      page.getByRole('heading', { level: 2 }).first(),
    )
    await addBreachToBase(page)
    await expectFitsWindow(page, 'Events', page.getByRole('list', { name: 'Configured breaches' }))

    await section(page, /^Overview/)
    await page.getByRole('region', { name: 'Run' }).getByRole('button', { name: 'Start' }).click()
    await expect(title).toContainText('finished', { timeout: 60_000 })
    await section(page, /^Results/)
    const logs = page.getByRole('region', { name: /^Logs \(log_files_sim_\d+\.zip\)$/ })
    await logs.getByRole('button', { name: 'Open the logs' }).click({ timeout: 30_000 })
    await expectFitsWindow(
      page,
      'Results with the logs open',
      logs.getByRole('region', { name: 'Time-step reductions' }),
    )

    await section(page, /^Overview/)
    await page.getByRole('link', { name: 'Scenario set from this one' }).click()
    await page.getByLabel(/^Name of the set/).fill(`Width set ${unique}`)
    const list = page.getByRole('region', { name: 'Pick the breaches' })
    await list.getByRole('checkbox', { checked: false }).first().check()
    await page.getByRole('button', { name: 'Create the set' }).click()
    const counts = page.getByRole('list', { name: 'Runs by state' })
    await expect(counts).toContainText('1 configured', { timeout: 60_000 })
    await expectFitsWindow(page, 'Set board', page.getByRole('table', { name: 'Runs of the set' }))

    await page.getByRole('button', { name: /^Start 1 run/ }).click()
    await expect(counts).toContainText('1 finished', { timeout: 90_000 })
    const finished = page.getByRole('table', { name: 'Finished runs' })
    // Measured once its cells are read: the flow summary's volumes and the depth at the breach.
    await expect(finished.getByText(/ m³$/)).toHaveCount(3, { timeout: 30_000 })
    await expect(finished.getByRole('cell', { name: /^\d+\.\d\d$/ })).toHaveCount(1, {
      timeout: 60_000,
    })
    await expectFitsWindow(page, 'Set board with a finished run', finished)
    // The finished runs' columns fit their box at 1280: no sideways scroll to see the depth.
    await page.setViewportSize({ width: 1280, height: 900 })
    const box = page.locator('.table-wrap', { has: finished })
    await expect
      .poll(() => box.evaluate((element) => element.scrollWidth - element.clientWidth))
      .toBeLessThanOrEqual(0)
  })
})
