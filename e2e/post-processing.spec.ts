import { expect, test } from './support/csp'
import { expectNoAxeViolations, modeOf, signInAsModeller } from './support/app'

test.describe('post-processing', () => {
  test('Basic and Damage set up before a short run; the finished run takes them to the viewer, followed to archived', async ({
    page,
  }, testInfo) => {
    // Ten simulated minutes run in about a second; the viewer archives a few seconds after.
    test.setTimeout(120_000)
    const name = `Post-processed ${testInfo.project.name} ${Date.now()}`
    await page.goto('/models/1')
    await signInAsModeller(page, modeOf(testInfo))
    await page.getByRole('link', { name: 'New simulation' }).click()
    await page.getByLabel(/^Name/).fill(name)
    await page.getByLabel('Hours (h)').fill('0')
    await page.getByLabel('Minutes (min)').fill('10')
    await page.getByRole('button', { name: 'Create simulation' }).click()
    const title = page.getByRole('heading', { level: 1 })
    await expect(title).toContainText(name)

    const sections = page.getByRole('navigation', { name: 'Simulation sections' })
    await sections.getByRole('link', { name: /^Post-processing/ }).click()
    const status = page.getByRole('region', { name: 'Viewer status' })
    await expect(status).toContainText('Nothing requested yet')
    const basic = page.getByRole('form', { name: 'Basic post-processing' })
    await expect(basic.getByLabel(/^Scenario name/)).toHaveValue(name)
    await basic.getByRole('button', { name: 'Set up basic post-processing' }).click()
    await expect(status).toContainText('Set up: waits for the run to finish')

    // Damage must be asked before the run finishes: the finish starts the viewer.
    const damage = page.getByRole('form', { name: 'Damage post-processing' })
    await damage.getByLabel(/^Flood month/).selectOption('feb')
    await damage.getByLabel(/^Inundation period/).fill('0.5')
    await damage.getByRole('button', { name: 'Request damage estimation' }).click()
    await expect(damage.getByText('At least 1 hour', { exact: true })).toBeVisible()
    await damage.getByLabel(/^Inundation period/).fill('6')
    await damage.getByLabel(/^Repair time of buildings/).selectOption('other')
    await damage.getByLabel(/^Repair time of buildings, in hours/).fill('72')
    await damage.getByRole('button', { name: 'Request damage estimation' }).click()
    const damagePanel = page.getByRole('region', { name: 'Damage' })
    await expect(damagePanel.getByText('72 h')).toBeVisible()
    await expectNoAxeViolations(page)

    await sections.getByRole('link', { name: /^Overview/ }).click()
    const run = page.getByRole('region', { name: 'Run' })
    await run.getByRole('button', { name: 'Start' }).click()
    await expect(title).toContainText('finished', { timeout: 60_000 })

    await sections.getByRole('link', { name: /^Post-processing/ }).click()
    await expect(status).toContainText('Archived: the results are in the viewer', {
      timeout: 60_000,
    })
    await expect(
      status.getByRole('list', { name: 'Viewer status history' }).getByRole('listitem'),
    ).toHaveCount(4)
    await expect(page.getByRole('region', { name: 'Arrival time' })).toContainText(
      'already been started',
    )
    await expectNoAxeViolations(page)
  })
})
