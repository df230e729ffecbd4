import { expect, test } from './support/csp'
import { finishedRuns, showLastTime, waterOnTheMap, wetCellInView } from './support/runs'

test.describe('flood products on the results map', () => {
  test('arrival time and hazard draw with their own legends, and the pointer reads them', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000)
    await finishedRuns(page, testInfo, ['Products run'])
    const panel = await waterOnTheMap(page)
    await showLastTime(panel)
    await wetCellInView(panel, 0.02)
    const canvas = panel.locator('.results-map__map canvas.maplibregl-canvas')
    const depthView = await canvas.screenshot()
    const readout = panel.getByLabel('Value under the pointer')

    await panel.getByRole('radio', { name: 'Hazard rating' }).check()
    const hazardLegend = panel.getByRole('list', { name: /^Hazard rating.*: colours$/ })
    await expect(hazardLegend).toContainText('low (under 0.75)', { timeout: 60_000 })
    await expect(hazardLegend).toContainText('significant (1.25 – 2.0)')
    await expect(hazardLegend).toContainText('extreme (2.0 and more)')
    await expect(panel.getByText(/Computing flood products/)).toBeHidden({ timeout: 60_000 })
    await expect.poll(async () => (await canvas.screenshot()).equals(depthView)).toBe(false)
    // A wet cell rates at least 0.5: the layer draws hazards, not depths.
    const hazard = await wetCellInView(panel, 0.5)
    await page.mouse.move(hazard.x, hazard.y)
    await expect(readout).toHaveText(
      new RegExp(
        `^Cell ${hazard.place + 1} \\(2D\\): hazard ${hazard.value.toFixed(2)} \\((low|moderate|significant|extreme)\\)$`,
      ),
    )
    // The clicked cell's hazard over the run, its maximum marked, in the chart.
    await page.mouse.click(hazard.x, hazard.y)
    const hazardChart = panel.getByRole('figure', { name: 'Hazard rating at the picked cells' })
    await expect(hazardChart).toBeVisible({ timeout: 30_000 })
    await expect(hazardChart.locator('.recharts-line-curve')).toHaveCount(1)
    await expect(hazardChart).toContainText(
      new RegExp(`2D cell #${hazard.place + 1}: maximum \\d+\\.?\\d* at \\d+:\\d\\d`),
    )

    await panel.getByRole('radio', { name: 'Arrival time' }).check()
    const arrivalLegend = panel.getByRole('list', { name: /^Arrival time.*: colours$/ })
    await expect(arrivalLegend).toContainText('never wet (grey, hatched)', { timeout: 60_000 })
    await expect(arrivalLegend).toContainText('24 h and more')
    await expect.poll(async () => (await canvas.screenshot()).equals(depthView)).toBe(false)
    const arrival = await wetCellInView(panel, 0)
    await page.mouse.move(arrival.x, arrival.y)
    await expect(readout).toHaveText(
      new RegExp(`^Cell ${arrival.place + 1} \\(2D\\): arrival \\d+\\.\\d\\d h$`),
    )
    // Wet from 3 m (the mock's water stays shallower): the cell arrives later, or never.
    const atDefault = Number(/arrival (\S+) h/.exec((await readout.textContent()) ?? '')?.[1])
    const wetFrom = panel.getByLabel('Wet from (m)')
    await wetFrom.fill('7')
    await wetFrom.press('Enter')
    await expect(panel.getByText('Enter a depth from 0.001 to 5 m.')).toBeVisible()
    await expect(wetFrom).toHaveValue('7')
    await wetFrom.fill('3')
    await wetFrom.press('Enter')
    await expect(page).toHaveURL(/[?&]wet=3(&|$)/)
    await expect(panel.getByText('Enter a depth from 0.001 to 5 m.')).toBeHidden()
    await expect
      .poll(
        async () => {
          const text = (await readout.textContent()) ?? ''
          const hours = /arrival (\S+) h/.exec(text)?.[1]
          return text.endsWith('never wet') || (hours !== undefined && Number(hours) > atDefault)
        },
        { timeout: 60_000 },
      )
      .toBe(true)
    const depthChart = panel.getByRole('figure', { name: 'Water depth at the picked cells' })
    await expect(depthChart).toContainText(`2D cell #${hazard.place + 1}: never wet from 3 m`)
    // Back to the default: the link drops it, and hours wet below have wet cells again.
    await wetFrom.fill('0.02')
    await wetFrom.press('Enter')
    await expect(page).not.toHaveURL(/[?&]wet=/)
    await expect(depthChart).toContainText(`2D cell #${hazard.place + 1}: arrives at `)

    for (const [view, unit] of [
      ['Rate of rise', 'm/h'],
      ['Hours wet', 'h'],
    ] as const) {
      await panel.getByRole('radio', { name: view }).check()
      await expect(panel.getByRole('figure', { name: new RegExp(`\\(${unit}\\)$`) })).toBeVisible()
      await expect.poll(async () => (await canvas.screenshot()).equals(depthView)).toBe(false)
      const cell = await wetCellInView(panel, 0.02)
      await page.mouse.move(cell.x, cell.y)
      await expect(readout).toHaveText(
        new RegExp(`^Cell ${cell.place + 1} \\(2D\\): \\w+ \\d+\\.\\d\\d ${unit}$`),
      )
    }
  })
})
