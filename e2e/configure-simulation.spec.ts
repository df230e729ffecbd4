import { expect, test } from './support/csp'
import { createShortRun, expectNoAxeViolations, modeOf, signInAsModeller } from './support/app'
import { addBreachPickedOnMap, addMaximumWaterLevel, chooseSampleRain } from './support/configure'

test.describe('configure a simulation', () => {
  test('a 2D water level, a breach picked on the map, rain and a timed saved state; the run makes the state; a second run starts from it', async ({
    page,
  }, testInfo) => {
    // Ten simulated minutes run in about a second at the mock's speed (src/mocks/README.md).
    test.setTimeout(120_000)
    const unique = `${testInfo.project.name} ${Date.now()}`
    const stateName = `End state ${unique}`

    await page.goto('/models/1')
    await signInAsModeller(page, modeOf(testInfo))
    const title = await createShortRun(page, `Configured ${unique}`)

    await addMaximumWaterLevel(page)
    const sections = page.getByRole('navigation', { name: 'Simulation sections' })
    await expect(page.getByRole('region', { name: 'Saved state' })).toContainText(
      'first remove the 2D water level',
    )
    await expect(
      sections.getByRole('link', { name: /^Initial conditions 1 configured/ }),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    await sections.getByRole('link', { name: /^Events/ }).click()
    const states = page.getByRole('region', { name: 'Saved-state events' })
    await expect(states.getByLabel('Minutes (min)')).toHaveValue('10')
    await states.getByLabel(/^Name/).fill(stateName)
    await states.getByRole('button', { name: 'Add saved-state event' }).click()
    const listed = states.getByRole('list', { name: 'Saved-state events' })
    await expect(listed).toContainText(stateName)
    await expect(listed).toContainText('At 0:10:00 of the run')
    await expectNoAxeViolations(page)

    await addBreachPickedOnMap(page)

    const rain = await chooseSampleRain(page)
    await expect(rain.getByText('Ready: 12 time steps, every 5 min (300 s), in mm/h')).toBeVisible({
      timeout: 20_000,
    })

    const run = page.getByRole('region', { name: 'Run' })
    const configured = run.getByText(/^Configured: /)
    for (const kind of [
      '2D water level (raster)',
      'Breaches',
      'Rain (NetCDF raster)',
      'Saved-state events',
    ]) {
      await expect(configured).toContainText(kind)
    }
    await run.getByRole('button', { name: 'Start' }).click()
    await expect(title).toContainText('finished', { timeout: 60_000 })
    await expect(listed).toContainText(/saved for the model, expires in (6|7) days/)

    await page.goto('/models/1')
    const modelStates = page.getByRole('region', { name: 'Saved states' })
    await expect(modelStates.getByRole('rowheader', { name: stateName })).toBeVisible()
    await modelStates
      .getByRole('link', { name: `Start a simulation from this state: ${stateName}` })
      .click()
    await expect(page.getByText(/^Starts from the saved state/)).toContainText(stateName)
    await expect(page.getByLabel(/^Model/)).toHaveValue('1')
    await page.getByLabel(/^Name/).fill(`From the state ${unique}`)
    await page.getByRole('button', { name: 'Create simulation' }).click()

    await expect(page).toHaveURL(/\/simulations\/\d+\/initial-conditions$/)
    await expect(title).toContainText(`From the state ${unique}`)
    const initialState = page.getByRole('region', { name: 'Saved state' })
    await expect(initialState.getByText(stateName)).toBeVisible()
    await expect(initialState.getByText(/Timed, taken at 0:10:00 of its run/)).toBeVisible()
    await expect(page.getByRole('region', { name: '2D water level (raster)' })).toContainText(
      'Not available',
    )
    await expectNoAxeViolations(page)
  })
})
