import { expect, test } from './support/csp'
import { openModelMap } from './support/map'
import { addChosenBreach } from './support/sets'

// Zuidplaspolder: the seeded polder model (id 1), with ~40 potential breaches.

test.describe('a breach picked on the model map', () => {
  test('is carried into a new simulation of the model: its Events open with that breach chosen, added once', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000)
    await openModelMap(page, testInfo)
    await page
      .getByRole('region', { name: 'Breaches and structures' })
      .getByRole('region', { name: 'Potential breaches' })
      .getByRole('button')
      .first()
      .click()
    await expect(page).toHaveURL(/selected=breach%3A\d+/)
    const breachId = /breach%3A(\d+)/.exec(page.url())?.[1]
    const title = await page.locator('.selected-feature__title').textContent()

    await page
      .getByRole('region', { name: 'Add a breach here' })
      .getByRole('link', { name: 'Create a new simulation of this model' })
      .click()
    await expect(page).toHaveURL(new RegExp(`/simulations/new\\?model=1&breach=${breachId}$`))
    await expect(page.getByText(/picked on the map: once the simulation is created/)).toContainText(
      title ?? '',
    )
    const name = `Picked breach ${testInfo.project.name} ${Date.now()}`
    await page.getByLabel(/^Name/).fill(name)
    await page.getByRole('button', { name: 'Create simulation' }).click()

    await expect(page).toHaveURL(new RegExp(`/simulations/\\d+/events\\?breach=${breachId}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
    const form = page.getByRole('form', { name: 'Add a breach' })
    await expect(form.getByText(`Chosen: ${title}`)).toBeVisible()
    await addChosenBreach(page, form)
    // Added once: after a reload the run holds that one breach and nothing is chosen again.
    await expect(page).not.toHaveURL(/[?&]breach=/)
    await page.reload()
    await expect(
      page.getByRole('list', { name: 'Configured breaches' }).getByRole('listitem'),
    ).toHaveCount(1)
    await expect(form.getByText(/^Chosen: /)).toHaveCount(0)
  })
})
