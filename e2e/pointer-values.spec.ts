import { expect, test } from './support/csp'
import { modeOf, signInAsModeller } from './support/app'
import { breachOnCanvas, waitForLayer } from './support/map'

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
    const rd = /RD New \(EPSG:28992\): x (\d+) m, y (\d+) m/
    await expect(readout).toContainText(rd)
    const [, x, y] = rd.exec((await readout.textContent()) ?? '') ?? []
    expect(Number(x)).toBeGreaterThan(85_000)
    expect(Number(x)).toBeLessThan(115_000)
    expect(Number(y)).toBeGreaterThan(435_000)
    expect(Number(y)).toBeLessThan(460_000)
  })
})
