import { expect, test } from './support/csp'
import { eventsOfNewSimulation, expectNoAxeViolations, newSimulation } from './support/app'
import { breachOnCanvas, waitForLayer } from './support/map'

// Zuidplaspolder: the seeded polder model (id 1), with ~40 potential breaches.

test.describe('breaches', () => {
  test('a breach picked on the map of the Events section is added, listed and removed', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000)
    await eventsOfNewSimulation(page, testInfo, 'Breach on the map')

    const panel = page.getByRole('region', { name: 'Breaches' })
    await expect(panel.getByText('No breaches yet.')).toBeVisible()
    const form = panel.getByRole('form', { name: 'Add a breach' })
    await form.locator('.breach-chooser__map').scrollIntoViewIfNeeded()
    await waitForLayer(page, 'breaches')
    const breach = await breachOnCanvas(page)
    expect(breach).not.toBeNull()
    if (!breach) return

    await page.mouse.move(breach.x, breach.y)
    await expect(page.getByRole('tooltip')).toContainText('Potential breach')
    await page.mouse.click(breach.x, breach.y)
    await expect(page).toHaveURL(/[?&]breach=\d+/)
    await expect(form.getByText(/^Chosen: /)).toBeVisible()

    const offset = form.getByRole('group', { name: /Starts after/ })
    await offset.getByLabel('Hours (h)').fill('1')
    await offset.getByLabel('Minutes (min)').fill('15')
    await form.getByLabel(/Initial width \(m\)/).fill('wide')
    await form.getByRole('button', { name: 'Add breach' }).click()
    await expect(form.getByText('Enter the initial width as a number')).toBeVisible()
    await form.getByLabel(/Initial width \(m\)/).fill('15')
    await form.getByRole('button', { name: 'Add breach' }).click()

    const listed = panel.getByRole('list', { name: 'Configured breaches' })
    await expect(listed.getByRole('listitem')).toHaveCount(1)
    await expect(listed.getByText('1 h 15 min')).toBeVisible()
    await expect(listed.getByText('15 m', { exact: true })).toBeVisible()
    await expect(listed.getByRole('img', { name: /^Where .+ lies in the model$/ })).toBeVisible()
    await expect(page).not.toHaveURL(/[?&]breach=/)
    await expectNoAxeViolations(page)

    await listed.getByRole('button', { name: /^Remove / }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Remove breach' }).click()
    await expect(panel.getByText('No breaches yet.')).toBeVisible()
  })

  test('"Add a breach here" on the model map lands in the breach form with the breach chosen', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000)
    const { id, name } = await newSimulation(page, testInfo, 'Breach from the map page')

    await page.goto('/models/1/map')
    await expect(page.getByRole('heading', { name: 'Map of Zuidplaspolder' })).toBeVisible()
    const list = page.getByRole('region', { name: 'Breaches and structures' })
    const first = list
      .getByRole('region', { name: 'Potential breaches' })
      .getByRole('button')
      .first()
    await first.click()
    await expect(page).toHaveURL(/selected=breach%3A\d+/)
    const breachId = /breach%3A(\d+)/.exec(page.url())?.[1]

    const action = page.getByRole('region', { name: 'Add a breach here' })
    await action.getByRole('link', { name }).click()
    await expect(page).toHaveURL(new RegExp(`/simulations/${id}/events\\?breach=${breachId}$`))
    const form = page.getByRole('form', { name: 'Add a breach' })
    await expect(form.getByText(/^Chosen: /)).toBeVisible()
    await form.getByLabel(/Initial width \(m\)/).fill('20')
    await form.getByRole('button', { name: 'Add breach' }).click()
    const listed = page.getByRole('list', { name: 'Configured breaches' })
    await expect(listed.getByRole('listitem')).toHaveCount(1)
  })
})
