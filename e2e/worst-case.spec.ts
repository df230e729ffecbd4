import { expect, test, type Page } from './support/csp'
import { createShortRun, modeOf, runToTheEnd, signInAsModeller } from './support/app'
import { addBreachToBase, openSetFromNewBase } from './support/sets'

/** From model 1: a short run with the first potential breach at this initial width, finished. */
async function finishedBreachRun(page: Page, name: string, widthM: number): Promise<number> {
  await page.goto('/models/1')
  await createShortRun(page, name)
  const id = Number(/\/simulations\/(\d+)/.exec(page.url())?.[1])
  await addBreachToBase(page, widthM)
  await runToTheEnd(page)
  return id
}

test.describe('the worst case over runs', () => {
  test('draws the worst over two finished runs; a clicked wet cell names its run, which opens', async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000)
    await page.setViewportSize({ width: 1280, height: 800 })
    const unique = `${testInfo.project.name} ${Date.now()}`
    await page.goto('/models/1')
    await signInAsModeller(page, modeOf(testInfo))
    const narrow = await finishedBreachRun(page, `Narrow ${unique}`, 10)
    const wide = await finishedBreachRun(page, `Wide ${unique}`, 80)
    const names = new Map([
      [narrow, `Narrow ${unique}`],
      [wide, `Wide ${unique}`],
    ])

    await page.goto('/models/1/worst-case')
    const runs = page.getByRole('group', { name: 'Finished runs' })
    await runs.getByRole('checkbox', { name: new RegExp(`^Narrow ${unique}`) }).check()
    await runs.getByRole('checkbox', { name: new RegExp(`^Wide ${unique}`) }).check()
    await expect(page).toHaveURL(new RegExp(`runs=${narrow}%2C${wide}|runs=${narrow},${wide}`))
    const map = page.getByRole('region', { name: 'Worst case on the map' })
    await expect(map.getByRole('figure', { name: /^Highest maximum depth/ })).toBeVisible({
      timeout: 120_000,
    })
    await map.locator('.results-map__map').scrollIntoViewIfNeeded()
    await page.waitForFunction(() => (window.__polderWater?.wetAndDry().wet?.value ?? -1) >= 0.02)
    const wet = await page.evaluate(() => window.__polderWater?.wetAndDry().wet)
    if (!wet) throw new Error('No wet cell in view')
    await page.mouse.click(wet.x, wet.y)
    await page.screenshot({ path: testInfo.outputPath('worst-case.png'), fullPage: true })

    const picked = map.getByLabel(/^Picked cell \d+$/)
    await expect(picked).toHaveText(
      new RegExp(
        `^Worst: \\d+\\.\\d\\d m, from run ‘(Narrow|Wide) ${unique}’ \\(#(${narrow}|${wide})\\) — open it$`,
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
    await map.locator('.results-map__map').scrollIntoViewIfNeeded()
    await page.waitForFunction(() => (window.__polderWater?.wetAndDry().wet?.value ?? -1) >= 0.02)
    const wet = await page.evaluate(() => window.__polderWater?.wetAndDry().wet)
    if (!wet) throw new Error('No wet cell in view')
    await page.mouse.click(wet.x, wet.y)
    await expect(map.getByLabel(/^Picked cell \d+$/)).toHaveText(
      new RegExp(
        `^Worst: \\d+\\.\\d\\d m, from run ‘Worst base ${unique} – .+’ \\(#\\d+\\) — open it$`,
      ),
    )
  })
})
