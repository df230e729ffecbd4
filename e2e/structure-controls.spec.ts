import { expect, test, type Page } from './support/csp'
import { expectNoAxeViolations, modeOf, signInAsModeller } from './support/app'
import { featureOnCanvas, waitForLayer } from './support/map'

// Zuidplaspolder: the seeded polder model (id 1), with weirs, channels and connection nodes.

async function createSimulation(page: Page, name: string) {
  await page.goto('/simulations/new?model=1')
  await expect(page.getByLabel(/^Model/)).toHaveValue('1')
  await page.getByLabel(/^Name/).fill(name)
  await page.getByLabel('Hours (h)').fill('6')
  await page.getByRole('button', { name: 'Create simulation' }).click()
  await expect(page).toHaveURL(/\/simulations\/\d+$/)
}

test.describe('structure controls', () => {
  test('a table control on a weir, measured at a connection node picked on the map, becomes valid', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000)
    await page.goto('/simulations/new?model=1')
    await signInAsModeller(page, modeOf(testInfo))
    await createSimulation(page, `Weir control ${testInfo.project.name} ${Date.now()}`)
    await page
      .getByRole('navigation', { name: 'Simulation sections' })
      .getByRole('link', { name: /Events/ })
      .click()

    const panel = page.getByRole('region', { name: 'Structure controls' })
    await expect(panel.getByText('No table controls yet.')).toBeVisible()
    const form = panel.getByRole('form', { name: 'Add a table structure control' })

    // The weir from the searchable list beside the map.
    const list = form.getByRole('region', { name: 'Pick the structure' })
    await list.getByRole('region', { name: 'Weirs' }).getByRole('button').first().click()
    await expect(form.getByText(/^Chosen: Weir /)).toBeVisible()
    await form.getByRole('combobox', { name: /^Action/ }).selectOption('set_crest_level')

    // The measure location on the map.
    await form.getByRole('radio', { name: 'Measure locations: connection nodes' }).check()
    await form.locator('.breach-chooser__map').scrollIntoViewIfNeeded()
    await waitForLayer(page, 'connection-nodes')
    const node = await featureOnCanvas(page, 'connection-nodes')
    expect(node).not.toBeNull()
    if (!node) return
    await page.mouse.click(node.x, node.y)
    const locations = form.getByRole('list', { name: 'Measure locations' })
    await expect(locations.getByRole('listitem')).toHaveCount(1)
    await expect(locations.getByLabel(/^Weight of /)).toHaveValue('1.00')

    await form.getByRole('combobox', { name: /^Measured variable/ }).selectOption('s1')
    await form.getByRole('combobox', { name: /^Operator/ }).selectOption('>')
    // Pasted from a spreadsheet: a header, a decimal comma; descending thresholds are refused.
    await form.getByLabel(/^Paste rows/).fill('level\tcrest\n-0,5\t-1.2\n-0.8\t-1.0')
    await form.getByRole('button', { name: 'Replace the table with these rows' }).click()
    await expect(form.getByText('2 rows read into the table.')).toBeVisible()
    await expect(form.getByText(/Row 2: with > the thresholds must ascend/)).toBeVisible()
    await form.getByLabel('Threshold of row 2').fill('-0.2')
    await expect(form.getByText(/thresholds must ascend/)).toBeHidden()
    await expect(form.getByRole('figure', { name: 'Chart of the action table' })).toBeVisible()

    await form.getByRole('button', { name: 'Add table control' }).click()
    const listed = panel.getByRole('list', { name: 'Table structure controls' })
    await expect(listed.getByRole('listitem')).toHaveCount(1)
    await expect(listed.getByText('Valid', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)

    await listed.getByRole('button', { name: /^Remove / }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Remove control' }).click()
    await expect(panel.getByText('No table controls yet.')).toBeVisible()
  })

  test('a table control measured at a line picked on the map offers q and u1 and becomes valid', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000)
    await page.goto('/simulations/new?model=1')
    await signInAsModeller(page, modeOf(testInfo))
    await createSimulation(page, `Line control ${testInfo.project.name} ${Date.now()}`)
    await page
      .getByRole('navigation', { name: 'Simulation sections' })
      .getByRole('link', { name: /Events/ })
      .click()

    const panel = page.getByRole('region', { name: 'Structure controls' })
    const form = panel.getByRole('form', { name: 'Add a table structure control' })
    const list = form.getByRole('region', { name: 'Pick the structure' })
    await list.getByRole('region', { name: 'Weirs' }).getByRole('button').first().click()
    await form.getByRole('combobox', { name: /^Action/ }).selectOption('set_crest_level')

    await form.getByRole('radio', { name: /^Measure locations: lines/ }).check()
    await form.locator('.breach-chooser__map').scrollIntoViewIfNeeded()
    // Pipes: the breach map above draws channels too, and the test hook answers the first map's.
    await waitForLayer(page, 'pipes')
    const pipe = await featureOnCanvas(page, 'pipes')
    expect(pipe).not.toBeNull()
    if (!pipe) return
    await page.mouse.click(pipe.x, pipe.y)
    const locations = form.getByRole('list', { name: 'Measure locations' })
    await expect(locations.getByRole('listitem')).toHaveCount(1)
    // The pipe's end, where another line (a weir, a culvert) may lie on top: a line either way.
    await expect(locations.getByText(/^(Channel|Pipe|Culvert|Weir|Orifice) \d+$/)).toBeVisible()

    const variable = form.getByRole('combobox', { name: /^Measured variable/ })
    await expect(variable.getByRole('option')).toHaveText(['Choose…', /^q:/, /^u1:/])
    await variable.selectOption('u1')
    await form.getByLabel('Threshold of row 1').fill('0.3')
    await form.getByLabel('Action value of row 1').fill('-1.1')
    await form.getByRole('button', { name: 'Add table control' }).click()
    const listed = panel.getByRole('list', { name: 'Table structure controls' })
    await expect(listed.getByText('Valid', { exact: true })).toBeVisible()
  })
})
