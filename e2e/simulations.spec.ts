import { expect, test } from './support/csp'
import { expectNoAxeViolations, modeOf, signInAsModeller } from './support/app'

const LIFECYCLE = ['created', 'starting', 'running', 'ended', 'postprocessing', 'finished']

test.describe('simulations', () => {
  test('a modeller creates a simulation from a model, starts it and watches it finish', async ({
    page,
  }, testInfo) => {
    // Thirty simulated minutes run in a few seconds at the mock's speed (src/mocks/README.md).
    test.setTimeout(90_000)
    await page.goto('/models/1')
    await signInAsModeller(page, modeOf(testInfo))
    await page.getByRole('link', { name: 'New simulation' }).click()
    await expect(page).toHaveURL(/\/simulations\/new\?model=1$/)
    await expect(page.getByRole('heading', { level: 1, name: 'New simulation' })).toBeVisible()
    await expect(page.getByLabel(/^Model/)).toHaveValue('1')

    const name = `Browser journey ${testInfo.project.name} ${Date.now()}`
    await page.getByLabel(/^Name/).fill(name)
    await page.getByRole('textbox', { name: /^Tags/ }).fill('journey, T10')
    await expect(page.getByRole('list', { name: 'Tags to add' }).getByRole('listitem')).toHaveText([
      'journey',
      'T10',
    ])
    await expect(page.getByRole('textbox', { name: /^Start/ })).toBeVisible()
    await page.getByLabel('Hours (h)').fill('0')
    await page.getByLabel('Minutes (min)').fill('30')
    await expect(
      page.getByText(/^Ends at .+ UTC\)?, after 30 min of simulated time\.$/),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Create simulation' }).click()

    const title = page.getByRole('heading', { level: 1 })
    await expect(title).toContainText(name)
    await expect(title).toContainText('created')
    await expect(page).toHaveURL(/\/simulations\/\d+$/)
    const run = page.getByRole('region', { name: 'Run' })
    await run.getByRole('button', { name: 'Start' }).click()
    await expect(run.getByRole('button', { name: 'Start' })).toHaveCount(0)

    await expect(title).toContainText('finished', { timeout: 60_000 })
    await expect(run.getByText(/^100 % · simulated 0:30:00 of 0:30:00 \(h:mm:ss\)$/)).toBeVisible()
    const timeline = page.getByRole('list', { name: 'Status history' })
    await expect(timeline.getByRole('listitem').locator('.badge')).toHaveText(LIFECYCLE)
    await expectNoAxeViolations(page)
  })

  test('the simulations list filters through the URL and shows the filters as chips', async ({
    page,
  }, testInfo) => {
    await page.goto('/simulations?name__icontains=zuidplas&tags__in=T100')
    await signInAsModeller(page, modeOf(testInfo))
    await expect(page.getByRole('heading', { level: 1, name: 'Simulations' })).toBeVisible()
    const chips = page.getByRole('list', { name: 'Active filters' })
    await expect(chips.getByRole('listitem')).toHaveText([
      /Name contains \(any case\): “zuidplas”/,
      /Tag: T100/,
    ])
    const table = page.getByRole('table', { name: 'Simulations' })
    await expect(
      table.getByRole('link', { name: 'Zuidplaspolder T100 breach north levee' }),
    ).toBeVisible()
    await expect(page.getByText('1 simulation matches the filters')).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Name contains (any case)' })).toHaveValue(
      'zuidplas',
    )
    await expectNoAxeViolations(page)

    await chips.getByRole('button', { name: 'Remove filter Tag: T100' }).click()
    await expect(page).not.toHaveURL(/tags__in/)
    await expect(page.getByText(/^\d+ simulations match the filters$/)).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/tags__in=T100/)
    await expect(page.getByText('1 simulation matches the filters')).toBeVisible()

    await page.getByRole('searchbox', { name: 'Name contains (any case)' }).fill('rijnland')
    await expect(page).toHaveURL(/name__icontains=rijnland/)
    await expect(chips.getByRole('listitem').first()).toHaveText(/“rijnland”/)
  })

  test('the new-simulation form keeps what was typed across a reload', async ({
    page,
  }, testInfo) => {
    await page.goto('/simulations/new?model=1')
    await signInAsModeller(page, modeOf(testInfo))
    await page.getByLabel(/^Name/).fill('Typed before the reload')
    await page.getByRole('textbox', { name: /^Tags/ }).fill('draft, T10')
    await page.getByLabel('Minutes (min)').fill('45')
    await page.reload()
    await expect(page.getByLabel(/^Name/)).toHaveValue('Typed before the reload')
    await expect(page.getByRole('textbox', { name: /^Tags/ })).toHaveValue('draft, T10')
    await expect(page.getByLabel('Minutes (min)')).toHaveValue('45')
    await expect(page.getByText(/holds what you typed before/)).toBeVisible()
    await page.getByRole('button', { name: 'Start over' }).click()
    await expect(page.getByLabel(/^Name/)).toHaveValue('')
  })
})
