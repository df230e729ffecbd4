import { expect, test, type Page } from './support/csp'
import { createShortRun, modeOf, signInAsModeller, type Mode } from './support/app'

type Box = { x: number; y: number; width: number; height: number }

/** A ten-minute run of Zuidplaspolder, started and finished, with its Results section open. */
async function openFinishedRunResults(page: Page, mode: Mode, name: string) {
  await page.goto('/models/1')
  await signInAsModeller(page, mode)
  const title = await createShortRun(page, name)
  await page.getByRole('region', { name: 'Run' }).getByRole('button', { name: 'Start' }).click()
  await expect(title).toContainText('finished', { timeout: 60_000 })
  const sections = page.getByRole('navigation', { name: 'Simulation sections' })
  await sections.getByRole('link', { name: /^Results/ }).click()
  return page.getByRole('region', { name: 'Result files' })
}

test.describe('reading results', () => {
  test('the result files list shows every size before any download', async ({ page }, testInfo) => {
    test.setTimeout(120_000)
    const name = `Sizes ${testInfo.project.name} ${Date.now()}`
    const files = await openFinishedRunResults(page, modeOf(testInfo), name)
    // decisions.md "Results": {get_url, size, etag} from the first answer on, not once downloaded.
    const rows = files.getByRole('row').filter({ has: page.getByRole('rowheader') })
    // The list waits until the run's files are made (a worker in the demo): seconds on a busy machine.
    await expect(rows).toHaveCount(3, { timeout: 30_000 })
    for (const row of await rows.all()) {
      await expect(row.getByRole('cell').first()).toHaveText(/^\d+(\.\d+)? (B|kB|MB)$/)
    }
    await expect(files).not.toContainText('not known yet')
  })

  test('the water balance chart keeps its value labels inside and its tooltip reads run time', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000)
    const name = `Chart ${testInfo.project.name} ${Date.now()}`
    await openFinishedRunResults(page, modeOf(testInfo), name)
    const logs = page.getByRole('region', { name: /^Logs \(log_files_sim_\d+\.zip\)$/ })
    await logs.getByRole('button', { name: 'Open the logs' }).click()
    const chart = logs.getByRole('figure', { name: 'Volumes in the water balance' })
    // The log ZIP is made on its first read: seconds on a busy machine.
    await expect(chart.locator('.recharts-line-curve')).not.toHaveCount(0, { timeout: 30_000 })
    await expect(chart.locator('.recharts-legend-wrapper')).toContainText(
      'Volume in 1D domain (m³)',
    )

    // The chart lies below the fold; the mouse can only hover what is in the viewport.
    const wrapper = chart.locator('.recharts-wrapper')
    await wrapper.scrollIntoViewIfNeeded()
    const surface = await wrapper.boundingBox()
    if (!surface) throw new Error('The chart has no surface.')
    const outside = (box: Box | null) =>
      box === null ||
      box.x < surface.x ||
      box.y < surface.y ||
      box.x + box.width > surface.x + surface.width ||
      box.y + box.height > surface.y + surface.height
    const labels = chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')
    await expect(labels).not.toHaveCount(0)
    for (const label of await labels.all()) {
      const text = await label.textContent()
      expect(outside(await label.boundingBox()), `value label ${text} outside the chart`).toBe(
        false,
      )
    }

    const plot = await chart.locator('.recharts-cartesian-grid').boundingBox()
    if (!plot) throw new Error('The chart has no plot area.')
    await wrapper.hover({
      position: {
        x: plot.x - surface.x + plot.width * 0.9,
        y: plot.y - surface.y + plot.height / 2,
      },
    })
    // Recharts keeps a hidden, empty tooltip in the page until a point is hovered.
    const tooltip = chart.locator('.recharts-tooltip-wrapper')
    await expect(tooltip).toBeVisible()
    await expect(tooltip.locator('.recharts-tooltip-label')).toHaveText(/^\d+:\d{2}$/)
    await expect(tooltip.locator('.recharts-tooltip-item')).not.toHaveCount(0)
    // The tooltip slides to the hovered point: where it comes to rest must be inside the chart.
    let last = ''
    await expect
      .poll(async () => {
        const box = JSON.stringify(await tooltip.boundingBox())
        const still = box === last
        last = box
        return still
      })
      .toBe(true)
    expect(outside(await tooltip.boundingBox()), 'tooltip outside the chart').toBe(false)
  })
})
