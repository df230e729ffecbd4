import { expect, test, type Page } from './support/csp'
import { createShortRun, modeOf, runToTheEnd, signInAsModeller } from './support/app'

const LINK = 'Worst case over this model’s finished runs'

function finishedRuns(page: Page) {
  return page.getByRole('group', { name: 'Finished runs' })
}

test.describe('the ways in to a model’s worst case', () => {
  test('a finished run’s results open it with the run ticked; the model page opens its list', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 1280, height: 800 })
    const name = `Linked ${testInfo.project.name} ${Date.now()}`
    await page.goto('/models/1')
    await signInAsModeller(page, modeOf(testInfo))
    await createShortRun(page, name)
    const id = Number(/\/simulations\/(\d+)/.exec(page.url())?.[1])
    await runToTheEnd(page)

    await page.getByRole('link', { name: LINK }).click({ timeout: 60_000 })
    await expect(page).toHaveURL(new RegExp(`/models/1/worst-case\\?runs=${id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Worst case over runs')
    const ticked = finishedRuns(page).getByRole('checkbox', { name: `${name} (#${id})` })
    await expect(ticked).toBeChecked({ timeout: 30_000 })
    await page.screenshot({ path: testInfo.outputPath('from-results.png') })

    await page.goto('/models/1')
    const toWorstCase = page.getByRole('link', { name: LINK })
    await expect(toWorstCase).toBeVisible()
    const model = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
    await toWorstCase.click()
    await expect(page).toHaveURL(/\/models\/1\/worst-case$/)
    await expect(page.getByText('Per cell the worst').getByRole('link')).toHaveText(model)
    const listed = finishedRuns(page).getByRole('checkbox', { name: `${name} (#${id})` })
    await expect(listed).not.toBeChecked({ timeout: 30_000 })
    await expect(page.getByText('Tick the runs to take the worst case over.')).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('from-model.png') })
  })
})
