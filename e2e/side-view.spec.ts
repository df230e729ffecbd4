import { readFile } from 'node:fs/promises'
import { expect, test } from './support/csp'
import { finishedRuns, showLastTime, waterOnTheMap, wetCellInView } from './support/runs'

/** The water level part of the chart's summary: what moves with the time control. */
const waterPart = (summary: string | null) => /water level (.*)$/.exec(summary ?? '')?.[1] ?? ''

test.describe('a side view along a line on the results map', () => {
  test('draws a line of three points, charts bottom and water, follows the time, exports CSV', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000)
    await finishedRuns(page, testInfo, ['Side view run'])
    const panel = await waterOnTheMap(page)
    await showLastTime(panel)

    const side = page.getByRole('region', { name: 'Side view along a line' })
    await expect(side.getByText('No side view drawn')).toBeVisible()
    // Pressing "Side view" below the map scrolls the page: the wet cell is found after it.
    await side.getByRole('button', { name: 'Side view' }).click()
    let wet = await wetCellInView(panel)
    await page.mouse.click(wet.x - 30, wet.y)
    await expect(side.getByText(/\(1 so far\)/)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(side.getByText('No side view drawn')).toBeVisible()
    expect(new URL(page.url()).searchParams.get('line')).toBeNull()

    await side.getByRole('button', { name: 'Side view' }).click()
    wet = await wetCellInView(panel)
    await page.mouse.click(wet.x - 30, wet.y - 10)
    await page.mouse.click(wet.x, wet.y)
    await page.mouse.dblclick(wet.x + 30, wet.y + 10)
    await expect.poll(() => new URL(page.url()).searchParams.get('line')?.split('~').length).toBe(3)
    const chart = side.getByRole('figure', { name: /^Bottom and water level along the line at/ })
    await expect(chart).toBeVisible({ timeout: 30_000 })
    await expect(chart.locator('.recharts-area')).toHaveCount(1)
    await expect(chart.locator('.recharts-line')).toHaveCount(1)
    // The chart's cursor is a dot on the map's line.
    const dot = page.locator('.side-view__marked')
    await chart.locator('.recharts-surface').hover()
    await expect(dot).toHaveCount(1)
    await page.mouse.move(0, 0)
    await expect(dot).toHaveCount(0)
    const summary = side.getByLabel('Side view in words')
    await expect(summary).toHaveText(/bottom .* m; water level .* m in \d+ of \d+ cells\.$/)
    const atEnd = waterPart(await summary.textContent())

    const download = page.waitForEvent('download')
    await side.getByRole('button', { name: 'Export side view CSV' }).click()
    const csv = await readFile((await (await download).path()) ?? '', 'utf8')
    const [header, ...rows] = csv.trim().split('\r\n')
    expect(header).toBe('distance (m),x (m),y (m),cell,bottom level (m),water level (m)')
    const levels = rows.map((row) => row.split(',')[5]).filter((level) => level !== '')
    expect(levels.length).toBeGreaterThan(0)

    await panel.getByRole('group', { name: 'Time' }).getByRole('slider').focus()
    await page.keyboard.press('Home')
    await expect(chart).toHaveAccessibleName(/run time 0:00$/)
    await expect.poll(async () => waterPart(await summary.textContent())).not.toBe(atEnd)

    // A shared link draws the same line again.
    await page.reload()
    await expect(
      page
        .getByRole('region', { name: 'Side view along a line' })
        .getByRole('figure', { name: /^Bottom and water level along the line at/ }),
    ).toBeVisible({ timeout: 60_000 })
  })

  test("overlays the compared run's water level, named, when two runs are compared", async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000)
    const [{ id: dryRunId }] = await finishedRuns(
      page,
      testInfo,
      ['Side view dry run', null],
      ['Side view breach run'],
    )
    const panel = await waterOnTheMap(page)
    await showLastTime(panel)

    const side = page.getByRole('region', { name: 'Side view along a line' })
    await side.getByRole('button', { name: 'Side view' }).click()
    const wet = await wetCellInView(panel)
    await page.mouse.click(wet.x - 30, wet.y)
    await page.mouse.click(wet.x, wet.y + 10)
    await page.mouse.dblclick(wet.x + 30, wet.y)
    const chart = side.getByRole('figure', { name: /^Bottom and water level along the line at/ })
    await expect(chart.locator('.recharts-line')).toHaveCount(1, { timeout: 30_000 })

    await panel.getByRole('radio', { name: 'Compared with another run' }).check()
    await panel.getByLabel('Compare with (run B)').selectOption(String(dryRunId))
    await expect(chart.locator('.recharts-line')).toHaveCount(2, { timeout: 60_000 })
    await expect(side.getByLabel('Side view in words')).toContainText(`; run #${dryRunId}: `)
  })
})
