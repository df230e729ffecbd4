import { expect, test } from './support/csp'
import { createShortRun, expectNoAxeViolations, modeOf, signInAsModeller } from './support/app'

const STORMS = [8, 9, 10]

test.describe('a scenario set over design storms', () => {
  test('storms 8, 9 and 10 → 3 runs said before creating → reloaded while it creates → each run once, with its storm’s rain processed', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000)
    const unique = `${testInfo.project.name} ${Date.now()}`
    const setName = `Storms ${unique}`
    const slug = setName.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    await page.goto('/models/1')
    await signInAsModeller(page, modeOf(testInfo))
    await createShortRun(page, `Storm base ${unique}`)
    await page.getByRole('link', { name: 'Scenario set from this one' }).click()
    await page.getByLabel(/^Name of the set/).fill(setName)
    await page.getByRole('radio', { name: 'Design storms' }).check()
    for (const number of STORMS) {
      await page.getByRole('checkbox', { name: new RegExp(`^Storm ${number}: `) }).check()
    }
    await expect(page.getByText('This set makes 3 runs.')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Create the set' }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Set ${setName}` })).toBeVisible({
      timeout: 30_000,
    })
    // A reload while the runs are being created: the stored plan goes on where it stopped.
    await page.reload()
    const counts = page.getByRole('list', { name: 'Runs by state' })
    await expect(counts).toContainText('3 configured', { timeout: 60_000 })
    const table = page.getByRole('table', { name: 'Runs of the set' })
    const links = STORMS.map((number) =>
      table.getByRole('link', { name: new RegExp(` – Storm ${number}: T\\d+$`) }),
    )
    for (const link of links) await expect(link).toHaveCount(1)
    const paths = await Promise.all(links.map((link) => link.getAttribute('href')))

    for (const [at, path] of paths.entries()) {
      await page.goto(`${path}/events`)
      const files = page.getByRole('region', { name: 'Rain (NetCDF)' }).getByRole('list', {
        name: 'Rain files',
      })
      await expect(files.getByRole('listitem')).toHaveCount(1)
      await expect(files.getByText(`rain-storm-${STORMS[at]}.nc`)).toBeVisible()
      await expect(files.getByText(/Ready: \d+ time steps, every 5 min \(300 s\)/)).toBeVisible({
        timeout: 20_000,
      })
    }
    await page.goto(`/simulations?tags__in=set:${slug}`)
    await expect(page.getByText('3 simulations match the filters')).toBeVisible()
  })
})
