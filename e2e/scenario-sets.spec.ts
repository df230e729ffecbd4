import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from './support/csp'
import { expectNoAxeViolations } from './support/app'
import { breachOnCanvas, waitForLayer } from './support/map'
import { openSetFromNewBase } from './support/sets'

/**
 * One breach clicked on the map, the others ticked in the list beside it: four in all, one more
 * than the demo's session limit (3), so one run waits in the queue.
 */
async function pickFourBreaches(page: Page) {
  await page.locator('.breach-chooser__map').scrollIntoViewIfNeeded()
  await waitForLayer(page, 'breaches')
  const breach = await breachOnCanvas(page)
  if (!breach) throw new Error('no potential breach drawn inside the canvas')
  await page.mouse.click(breach.x, breach.y)
  const list = page.getByRole('region', { name: 'Pick the breaches' })
  await expect(list.getByText(/^1 selected/)).toBeVisible()
  const unticked = list.getByRole('checkbox', { checked: false })
  for (let ticked = 0; ticked < 3; ticked += 1) await unticked.first().check()
  await expect(list.getByText(/^4 selected/)).toBeVisible()
}

test.describe('a scenario set of breaches', () => {
  test('four breaches picked → a set of four → the board, reloaded while it creates, goes on → start → one queued beyond the session limit → all finished → the table with flow summaries and depths at the breach → the CSV holds the four rows', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000)
    const unique = `${testInfo.project.name} ${Date.now()}`
    const setName = `Set ${unique}`
    const slug = setName.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    await openSetFromNewBase(page, testInfo, `Set base ${unique}`)
    await page.getByLabel(/^Name of the set/).fill(setName)
    await pickFourBreaches(page)
    await page.getByRole('button', { name: 'Create the set' }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Set ${setName}` })).toBeVisible({
      timeout: 30_000,
    })
    // A reload while the runs are being created: the stored plan goes on where it stopped.
    await page.reload()
    const counts = page.getByRole('list', { name: 'Runs by state' })
    await expect(counts).toContainText('4 configured', { timeout: 60_000 })
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Start 4 runs' }).click()
    // Beyond the organisation's three sessions a start queues the run; it starts as one frees.
    await expect(counts).toContainText(/\d+ queued/, { timeout: 30_000 })
    await expect(
      page.getByRole('table', { name: 'Runs of the set' }).getByText(/^number \d+ in the queue$/),
    ).not.toHaveCount(0)
    await expect(counts).toContainText('4 finished', { timeout: 120_000 })
    const finished = page.getByRole('table', { name: 'Finished runs' })
    await expect(finished.getByRole('row')).toHaveCount(5)
    // Each run's flow summary, read from its log ZIP: water in, water out, volume error in m³.
    await expect(finished.getByText(/ m³$/)).toHaveCount(4 * 3, { timeout: 30_000 })
    // And each run's deepest water in the cell at its breach, from its results file (m).
    await expect(finished.getByRole('cell', { name: /^\d+\.\d\d$/ })).toHaveCount(4, {
      timeout: 60_000,
    })
    await finished.getByRole('button', { name: 'Status' }).click()
    await expect(page).toHaveURL(/sort=status/)

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const saved = await (await download).path()
    const lines = (await readFile(saved, 'utf8')).trimEnd().split('\r\n')
    expect(lines[0]).toMatch(/^scenario_name,simulation_id,simulation_uuid,breach_id,breach_code,/)
    expect(lines).toHaveLength(5)
    expect(lines.slice(1).every((line) => line.startsWith(`Set base ${unique} – `))).toBe(true)

    await page.goto(`/simulations?tags__in=set:${slug}`)
    await expect(page.getByText('4 simulations match the filters')).toBeVisible()
  })

  test('three breaches at three places → three runs → three different volumes of water in, every depth at the breach read → the CSV holds every column shown', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000)
    const unique = `${testInfo.project.name} ${Date.now()}`
    await openSetFromNewBase(page, testInfo, `Three base ${unique}`)
    await page.getByLabel(/^Name of the set/).fill(`Three ${unique}`)
    const list = page.getByRole('region', { name: 'Pick the breaches' })
    const unticked = list.getByRole('checkbox', { checked: false })
    for (let ticked = 0; ticked < 3; ticked += 1) await unticked.first().check()
    await expect(list.getByText(/^3 selected/)).toBeVisible()
    await page.getByRole('button', { name: 'Create the set' }).click()
    const counts = page.getByRole('list', { name: 'Runs by state' })
    await expect(counts).toContainText('3 configured', { timeout: 60_000 })
    await page.getByRole('button', { name: 'Start 3 runs' }).click()
    await expect(counts).toContainText('3 finished', { timeout: 120_000 })

    // The same breach at three places: the ground there and the dike's crest set the inflow.
    const finished = page.getByRole('table', { name: 'Finished runs' })
    await expect(finished.getByText(/ m³$/)).toHaveCount(3 * 3, { timeout: 30_000 })
    const headers = await finished.getByRole('columnheader').allInnerTexts()
    const waterIn = headers.findIndex((header) => header.includes('Water in'))
    expect(waterIn).toBeGreaterThan(0)
    const volumes = await finished
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .evaluateAll(
        (rows, column) => rows.map((row) => row.children[column]?.textContent?.trim() ?? ''),
        waterIn,
      )
    expect(volumes).toHaveLength(3)
    volumes.forEach((volume) => expect(volume).toMatch(/^[1-9][\d,. ]* m³$/))
    expect(new Set(volumes).size).toBe(3)
    // Every run's deepest water at its breach is read: none waits, none failed.
    await expect(finished.getByRole('cell', { name: /^(\d+\.\d\d|dry)$/ })).toHaveCount(3, {
      timeout: 60_000,
    })
    await expect(page.getByText(/could not be read/)).toHaveCount(0)

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const [header = '', ...lines] = (await readFile(await (await download).path(), 'utf8'))
      .trimEnd()
      .split('\r\n')
    const columns = header.split(',')
    const shown = ['scenario_name', 'status', 'duration_s', 'ended_utc', 'max_volume_error']
    const read = ['water_in', 'water_out', 'max_depth_at_breach_m']
    expect(columns).toEqual(expect.arrayContaining([...shown, ...read]))
    expect(lines).toHaveLength(3)
    const valuesOf = (column: string) =>
      lines.map((line) => line.split(',')[columns.indexOf(column)] ?? '')
    read.forEach((column) => valuesOf(column).forEach((value) => expect(value).toMatch(/^\d/)))
    expect(new Set(valuesOf('water_in')).size).toBe(3)
  })
})
