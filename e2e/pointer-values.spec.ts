import { expect, test } from './support/csp'
import { modeOf, signInAsModeller } from './support/app'
import { breachOnCanvas, waitForLayer } from './support/map'
import { finishedRuns, showLastTime, waterOnTheMap, wetCellInView } from './support/runs'

const rd = /RD New \(EPSG:28992\): x (\d+) m, y (\d+) m/

test.describe('the pointer on the map', () => {
  test('shows its place in RD New metres beside latitude and longitude', async ({
    page,
  }, testInfo) => {
    // Zuidplaspolder (model 1) is in RD New (EPSG:28992), near x 100 km, y 445 km.
    await page.goto('/models/1/map')
    await signInAsModeller(page, modeOf(testInfo))
    await waitForLayer(page, 'breaches')
    const readout = page.getByLabel('Pointer position')
    await expect(readout).toHaveText('Move the pointer over the map')

    const point = await breachOnCanvas(page)
    expect(point).not.toBeNull()
    if (!point) return
    await page.mouse.move(point.x, point.y)
    await expect(readout).toContainText(/5\d\.\d{5}° N, 4\.\d{5}° E/)
    await expect(readout).toContainText(rd)
    const [, x, y] = rd.exec((await readout.textContent()) ?? '') ?? []
    expect(Number(x)).toBeGreaterThan(85_000)
    expect(Number(x)).toBeLessThan(115_000)
    expect(Number(y)).toBeGreaterThan(435_000)
    expect(Number(y)).toBeLessThan(460_000)

    // A click copies the readout, and says so.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.mouse.click(point.x, point.y)
    await expect(page.getByText('Copied', { exact: true })).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toMatch(rd)
    expect(copied).toMatch(/5\d\.\d{5}° N, 4\.\d{5}° E; RD New/)
  })

  test('over a wet cell of the results map shows its depth, its id and RD metres', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000)
    await finishedRuns(page, testInfo, ['Pointer run'])
    const panel = await waterOnTheMap(page)
    await showLastTime(panel)
    const wet = await wetCellInView(panel)
    expect(wet.value).toBeGreaterThanOrEqual(0.02)

    await page.mouse.move(wet.x, wet.y)
    await expect(panel.getByLabel('Value under the pointer')).toHaveText(
      `Cell ${wet.place + 1} (2D): depth ${wet.value.toFixed(2)} m`,
    )
    await expect(panel.getByLabel('Pointer position')).toContainText(rd)
  })
})
