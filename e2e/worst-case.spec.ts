import { expect, test } from './support/csp'
import { finishedRuns, wetCellInView } from './support/runs'
import { openSetFromNewBase } from './support/sets'

test.describe('the worst case over runs', () => {
  test('draws the worst over two finished runs; a clicked wet cell names its run, which opens', async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000)
    await page.setViewportSize({ width: 1280, height: 800 })
    const [narrow, wide] = await finishedRuns(page, testInfo, ['Narrow', 10], ['Wide', 80])
    const names = new Map([
      [narrow.id, narrow.name],
      [wide.id, wide.name],
    ])

    await page.goto('/models/1/worst-case')
    const runs = page.getByRole('group', { name: 'Finished runs' })
    await runs.getByRole('checkbox', { name: new RegExp(`^${narrow.name}`) }).check()
    await runs.getByRole('checkbox', { name: new RegExp(`^${wide.name}`) }).check()
    await expect(page).toHaveURL(
      new RegExp(`runs=${narrow.id}%2C${wide.id}|runs=${narrow.id},${wide.id}`),
    )
    const map = page.getByRole('region', { name: 'Worst case on the map' })
    await expect(map.getByRole('figure', { name: /^Highest maximum depth/ })).toBeVisible({
      timeout: 120_000,
    })
    const wet = await wetCellInView(map, 0.02)
    await page.mouse.click(wet.x, wet.y)
    await page.screenshot({ path: testInfo.outputPath('worst-case.png'), fullPage: true })

    const picked = map.getByLabel(/^Picked cell \d+$/)
    await expect(picked).toHaveText(
      new RegExp(
        `^Worst: \\d+\\.\\d\\d m, from run ‘(${narrow.name}|${wide.name})’ \\(#(${narrow.id}|${wide.id})\\) — open it$`,
      ),
    )
    const id = Number(/\(#(\d+)\)/.exec((await picked.textContent()) ?? '')?.[1])
    await picked.getByRole('link', { name: 'open it' }).click()
    await expect(page).toHaveURL(new RegExp(`/simulations/${id}/results`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(names.get(id) ?? '?')
  })

  test('from a set’s board: the worst case over its finished runs names a run of the set', async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000)
    const unique = `${testInfo.project.name} ${Date.now()}`
    const setName = `Worst set ${unique}`
    await openSetFromNewBase(page, testInfo, `Worst base ${unique}`)
    await page.getByLabel(/^Name of the set/).fill(setName)
    const list = page.getByRole('region', { name: 'Pick the breaches' })
    const unticked = list.getByRole('checkbox', { checked: false })
    for (let ticked = 0; ticked < 2; ticked += 1) await unticked.first().check()
    await expect(list.getByText(/^2 selected/)).toBeVisible()
    await page.getByRole('button', { name: 'Create the set' }).click()
    const counts = page.getByRole('list', { name: 'Runs by state' })
    await expect(counts).toContainText('2 configured', { timeout: 60_000 })
    await page.getByRole('button', { name: 'Start 2 runs' }).click()
    await expect(counts).toContainText('2 finished', { timeout: 120_000 })

    await page.getByRole('link', { name: 'Worst case over this set’s finished runs' }).click()
    await expect(page).toHaveURL(/\/models\/\d+\/worst-case\?runs=\d+(%2C|,)\d+/)
    const map = page.getByRole('region', { name: 'Worst case on the map' })
    await expect(map.getByRole('figure', { name: /^Highest maximum depth/ })).toBeVisible({
      timeout: 120_000,
    })
    const wet = await wetCellInView(map, 0.02)
    await page.mouse.click(wet.x, wet.y)
    await expect(map.getByLabel(/^Picked cell \d+$/)).toHaveText(
      new RegExp(
        `^Worst: \\d+\\.\\d\\d m, from run ‘Worst base ${unique} – .+’ \\(#\\d+\\) — open it$`,
      ),
    )
  })
})
