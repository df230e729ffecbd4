import { readFile } from 'node:fs/promises'
import { expect, test } from './support/csp'
import { finishedRuns, wetCellInView } from './support/runs'

test.describe('two runs compared', () => {
  test('new − reference named by run, the reference switched, a clicked cell charted for both runs', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000)
    // The reference first: no breach, so the breach run's water is new against it.
    const [{ id: dry }, { id: breach }] = await finishedRuns(
      page,
      testInfo,
      ['Reference run', null],
      ['Breach run'],
    )

    const panel = page.getByRole('region', { name: 'Water on the map' })
    await panel.getByRole('radio', { name: 'Compared with another run' }).check({ timeout: 30_000 })
    await panel.getByLabel('Compare with (run B)').selectOption(String(dry))

    // By default the compared run is the reference: this (breach) run − the compared one.
    const newer = `run #${breach} − run #${dry} (reference)`
    await expect(panel.getByRole('figure', { name: `Maximum depth: ${newer}, in m` })).toBeVisible()
    await expect(
      panel.getByText(
        new RegExp(`^Became wet in run #${breach}, dry in run #${dry} \\([1-9]\\d* cells\\)`),
      ),
    ).toBeVisible({ timeout: 30_000 })
    await expect(panel.getByText('2 m and more')).toBeVisible()

    // The wettest cell: where the breach run is deepest above the reference.
    const wet = await wetCellInView(panel)
    const cell = `Cell ${wet.place + 1} (2D)`
    // The cell within the map, so the pointer finds it again wherever the page has scrolled.
    const canvas = panel.locator('.maplibregl-canvas')
    const at = await canvas.boundingBox()
    const within = { x: wet.x - (at?.x ?? 0), y: wet.y - (at?.y ?? 0) }
    const pointAtCell = async () => {
      await panel.locator('.results-map__map').scrollIntoViewIfNeeded()
      const box = await canvas.boundingBox()
      return { x: (box?.x ?? 0) + within.x, y: (box?.y ?? 0) + within.y }
    }
    const readout = panel.getByLabel('Value under the pointer')
    await page.mouse.move(wet.x, wet.y)
    await expect(readout).toHaveText(
      new RegExp(`^${escape(cell)}: ${escape(newer)}: \\+\\d+\\.\\d\\d m$`),
    )
    const change = /(\d+\.\d\d) m$/.exec((await readout.textContent()) ?? '')?.[1] ?? ''

    // This run as the reference: the sign and the words turn round, and the link says so.
    await panel.getByRole('radio', { name: `Run #${breach} (this run)` }).check()
    await expect(page).toHaveURL(/reference=this/)
    const older = `run #${dry} − run #${breach} (reference)`
    await expect(panel.getByRole('figure', { name: `Maximum depth: ${older}, in m` })).toBeVisible()
    await expect(
      panel.getByText(
        new RegExp(`^Became dry in run #${dry}, wet in run #${breach} \\([1-9]\\d* cells\\)`),
      ),
    ).toBeVisible()
    const again = await pointAtCell()
    await page.mouse.move(again.x, again.y)
    await expect(readout).toHaveText(`${cell}: ${older}: −${change} m`)

    // A click charts the cell for both runs, each line named by its run; the CSV holds both.
    await page.mouse.click(again.x, again.y)
    const charted = panel.getByRole('list', { name: 'Charted points' })
    const label = `2D cell #${wet.place + 1}`
    await expect(charted.getByText(`Run #${breach}: ${label}`)).toBeVisible()
    await expect(charted.getByText(`Run #${dry}: ${label}`)).toBeVisible()
    await expect(panel.locator('.recharts-line-curve')).toHaveCount(2)
    await page.screenshot({ path: testInfo.outputPath('comparison.png'), fullPage: true })
    const download = page.waitForEvent('download')
    await panel.getByRole('button', { name: 'Export CSV' }).click()
    const [header = '', ...rows] = (await readFile(await (await download).path(), 'utf8'))
      .trim()
      .split(/\r?\n/)
    const columns = header.split(',')
    const deepest = (run: number) => {
      const column = columns.indexOf(`Run #${run}: ${label} depth (m)`)
      expect(column).toBeGreaterThan(1)
      return Math.max(...rows.map((row) => Number(row.split(',')[column] || 0)))
    }
    expect(deepest(breach)).toBeGreaterThan(deepest(dry))

    // A shared link shows the same comparison.
    await page.reload()
    await expect(panel.getByRole('figure', { name: `Maximum depth: ${older}, in m` })).toBeVisible({
      timeout: 30_000,
    })
    await expect(panel.getByRole('radio', { name: `Run #${breach} (this run)` })).toBeChecked()
  })
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
