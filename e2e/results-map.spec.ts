import { readFile } from 'node:fs/promises'
import { inflateSync } from 'node:zlib'
import { expect, test, type Page } from './support/csp'
import { finishedRuns, showLastTime, waterOnTheMap } from './support/runs'

type CellPoint = { place: number; x: number; y: number; value: number }

/** The deepest drawn cell and a dry one far from it, once the cell layer has drawn values. */
async function wetAndDry(page: Page) {
  await page.waitForFunction(() => {
    const found = window.__polderWater?.wetAndDry()
    return Boolean(found?.wet && found.dry)
  })
  return page.evaluate(() => window.__polderWater?.wetAndDry()) as Promise<{
    wet: CellPoint
    dry: CellPoint
  }>
}

/**
 * The colour of one page pixel, from a 1 × 1 screenshot (the canvas as shown). A PNG of one
 * pixel needs no unfiltering: every filter predicts 0 for the first pixel of the first row.
 */
async function pixel(page: Page, { x, y }: { x: number; y: number }): Promise<number[]> {
  const clip = { x: Math.round(x), y: Math.round(y), width: 1, height: 1 }
  const png = await page.screenshot({ clip })
  const channels = png[25] === 6 ? 4 : 3
  const chunks: Buffer[] = []
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at)
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT')
      chunks.push(png.subarray(at + 8, at + 8 + length))
    at += 12 + length
  }
  return [...inflateSync(Buffer.concat(chunks)).subarray(1, 1 + channels)]
}

/** Waits until the cell layer has drawn a frame after `after` frames. */
async function nextFrame(page: Page, after: number) {
  await page.waitForFunction((seen) => (window.__polderWater?.frames ?? 0) > seen, after)
}

/** Where an element is on the page, in whole pixels. */
const boxOf = (page: Page, selector: string) =>
  page.locator(`.results-map ${selector}`).evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect()
    return [left, top, width, height].map(Math.round).join(',')
  })

const frames = (page: Page) => page.evaluate(() => window.__polderWater?.frames ?? 0)

test.describe('the flood on the map', () => {
  test('a finished run with a breach: wet cells on the canvas, the slider moves the water, a clicked cell is charted and exported, and a second run compared', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000)
    // Run B first: no breach, so the comparison shows where A's breach made it wet.
    const [{ id: dryRunId }] = await finishedRuns(page, testInfo, ['Dry run', null], ['Breach run'])

    const panel = await waterOnTheMap(page)
    const time = panel.getByRole('group', { name: 'Time' })
    await showLastTime(panel)
    // Page pixels of the canvas are read where the map is in view.
    await panel.locator('.results-map__map').scrollIntoViewIfNeeded()
    const { wet, dry } = await wetAndDry(page)
    await page.screenshot({ path: testInfo.outputPath('results-map.png') })
    expect(wet.value).toBeGreaterThanOrEqual(0.02)
    expect(dry.value).toBeLessThan(0.02)
    await expect(page).toHaveURL(/time=\d+/)

    // Pixels on the canvas: at the first output time the wet cell is still dry, as the far one.
    const wetAtEnd = await pixel(page, wet)
    const dryAtEnd = await pixel(page, dry)
    const before = await frames(page)
    await time.getByRole('slider').focus()
    await page.keyboard.press('Home')
    await nextFrame(page, before)
    await expect(panel.getByRole('status')).toHaveCount(0)
    expect(await pixel(page, wet)).not.toEqual(wetAtEnd)
    expect(await pixel(page, dry)).toEqual(dryAtEnd)

    // A click on the wet cell charts it; the CSV holds its values at every output time.
    await page.mouse.click(wet.x, wet.y)
    const label = `2D cell #${wet.place + 1}`
    await expect(panel.getByText(label)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`points=c${wet.place}`))
    await expect(panel.locator('.recharts-line-curve')).toHaveCount(1)
    const download = page.waitForEvent('download')
    await panel.getByRole('button', { name: 'Export CSV' }).click()
    const csv = await readFile(await (await download).path(), 'utf8')
    const [header, ...rows] = csv.trim().split(/\r?\n/)
    expect(header).toContain(`${label} depth (m)`)
    const slider = time.getByRole('slider')
    expect(rows).toHaveLength(Number(await slider.getAttribute('max')) + 1)
    const lastDepth = Number(rows.at(-1)?.split(',').at(-1))
    expect(lastDepth).toBeCloseTo(wet.value, 3)

    // The maximum depth over the run, from the aggregate file: at least the last step's depth.
    await panel.getByRole('radio', { name: 'Maximum depth' }).check()
    await expect(
      panel.getByRole('figure', { name: /Maximum water depth over the run/ }),
    ).toBeVisible()
    await expect(
      panel.getByText(/over every calculation step \(the aggregate file\)/),
    ).toBeVisible()
    await expect(time).toHaveCount(0)

    // The water is drawn on a canvas of its own over the map's: it follows the map into the full
    // window (a resize) and back, the wettest cell's pixel still unlike a dry one's. The charted
    // cell's dot (above the canvas) is removed first, and the pointer leaves the map.
    await panel.getByRole('button', { name: `Remove ${label}` }).click()
    await expect(panel.locator('.results-map__point')).toHaveCount(0)
    await page.mouse.move(0, 0)
    for (const button of ['Full window', 'Leave full window']) {
      await panel.getByRole('button', { name: button }).click()
      await panel.locator('.results-map__map').scrollIntoViewIfNeeded()
      await expect
        .poll(
          async () => {
            const cells = await wetAndDry(page)
            const differ =
              String(await pixel(page, cells.wet)) !== String(await pixel(page, cells.dry))
            return (
              differ &&
              (await boxOf(page, '.water-canvas')) === (await boxOf(page, '.maplibregl-canvas'))
            )
          },
          { message: `${button}: the water's canvas covers the map's, wet unlike dry` },
        )
        .toBe(true)
    }

    // Compared with the dry run as the reference: where this run's breach flooded, it stayed dry.
    await panel.getByRole('radio', { name: 'Compared with another run' }).check()
    await panel.getByLabel('Compare with (run B)').selectOption(String(dryRunId))
    await expect(
      panel.getByText(/^Became wet in run #\d+, dry in run #\d+ \([1-9]\d* cells\)/),
    ).toBeVisible({
      timeout: 30_000,
    })
    const configurations = panel.getByRole('table', { name: 'Configurations of the two runs' })
    const width = configurations.getByRole('row').filter({ hasText: 'initial width' })
    await expect(width.getByRole('cell')).toHaveText(['12 m', 'none', '≠ Differs'])
    await expect(page).toHaveURL(new RegExp(`compare=${dryRunId}`))
  })
})
