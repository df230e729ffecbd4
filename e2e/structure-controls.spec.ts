import type { TestInfo } from '@playwright/test'
import { expect, test, type Locator, type Page } from './support/csp'
import { eventsOfNewSimulation, expectNoAxeViolations } from './support/app'
import { featureOnCanvas, waitForLayer } from './support/map'

// Zuidplaspolder: the seeded polder model (id 1), with weirs, channels and connection nodes.

/** A new simulation, as `eventsOfNewSimulation` makes it, and its structure-controls panel. */
async function structureControlsOfNewSimulation(page: Page, testInfo: TestInfo, label: string) {
  await eventsOfNewSimulation(page, testInfo, label)
  return page.getByRole('region', { name: 'Structure controls' })
}

/** The measure locations chosen by `radio`, one `category` feature clicked on the form's map. */
async function measureAtFeatureOnMap(form: Locator, radio: string | RegExp, category: string) {
  const page = form.page()
  await form.getByRole('radio', { name: radio }).check()
  await form.locator('.breach-chooser__map').scrollIntoViewIfNeeded()
  await waitForLayer(page, category)
  const feature = await featureOnCanvas(page, category)
  expect(feature).not.toBeNull()
  if (feature) await page.mouse.click(feature.x, feature.y)
  const locations = form.getByRole('list', { name: 'Measure locations' })
  await expect(locations.getByRole('listitem')).toHaveCount(1)
  return locations
}

test.describe('structure controls', () => {
  test('a table control on a weir, measured at a connection node picked on the map, becomes valid', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000)
    const panel = await structureControlsOfNewSimulation(page, testInfo, 'Weir control')
    await expect(panel.getByText('No table controls yet.')).toBeVisible()
    const form = panel.getByRole('form', { name: 'Add a table structure control' })

    // The weir from the searchable list beside the map.
    const list = form.getByRole('region', { name: 'Pick the structure' })
    await list.getByRole('region', { name: 'Weirs' }).getByRole('button').first().click()
    await expect(form.getByText(/^Chosen: Weir /)).toBeVisible()
    await form.getByRole('combobox', { name: /^Action/ }).selectOption('set_crest_level')

    // The measure location on the map.
    const locations = await measureAtFeatureOnMap(
      form,
      'Measure locations: connection nodes',
      'connection-nodes',
    )
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
    const panel = await structureControlsOfNewSimulation(page, testInfo, 'Line control')
    const form = panel.getByRole('form', { name: 'Add a table structure control' })
    const list = form.getByRole('region', { name: 'Pick the structure' })
    await list.getByRole('region', { name: 'Weirs' }).getByRole('button').first().click()
    await form.getByRole('combobox', { name: /^Action/ }).selectOption('set_crest_level')

    // Pipes: the breach map above draws channels too, and the test hook answers the first map's.
    const locations = await measureAtFeatureOnMap(form, /^Measure locations: lines/, 'pipes')
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

/**
 * A weir of the map in `mapSelector` and a pixel 10 px beside it that means that weir: away from
 * the structures at its own junction (a ditch's start on the other side of the canal, a pixel
 * off), and more than 16 px from every other small feature (structure, manhole).
 */
function besideAWeir(page: Page, mapSelector: string) {
  return page.evaluate((selector) => {
    const hook = window.__polderMap
    const canvas = document.querySelector(`${selector} canvas`)?.getBoundingClientRect()
    if (!hook || !canvas) return null
    type P = { x: number; y: number }
    const inside = (p: P) =>
      p.x > canvas.left + 40 &&
      p.x < canvas.right - 40 &&
      p.y > canvas.top + 40 &&
      p.y < canvas.bottom - 40
    const distance = (a: P, b: P) => Math.hypot(a.x - b.x, a.y - b.y)
    const others = ['weirs', 'orifices', 'culverts', 'pumps', 'manholes'].flatMap((category) =>
      hook.featurePoints(category).map((point) => ({ ...point, category })),
    )
    for (const weir of hook.featurePoints('weirs').filter(inside)) {
      const rest = others.filter((o) => !(o.category === 'weirs' && o.id === weir.id))
      const junction = rest.filter((o) => distance(o, weir) <= 3)
      const far = rest.filter((o) => distance(o, weir) > 3)
      const from = junction.sort((a, b) => distance(a, weir) - distance(b, weir))[0]
      const angles = from
        ? [Math.atan2(weir.y - from.y, weir.x - from.x)]
        : Array.from({ length: 16 }, (_, step) => (step / 16) * 2 * Math.PI)
      for (const angle of angles) {
        const beside = { x: weir.x + 10 * Math.cos(angle), y: weir.y + 10 * Math.sin(angle) }
        if (far.every((o) => distance(o, beside) > 16)) return { ...beside, id: weir.id }
      }
    }
    return null
  }, mapSelector)
}

/** The structure drawn nearest the bottom-right corner of the map, at least 4 px inside it. */
function cornerStructure(page: Page, mapSelector: string) {
  return page.evaluate((selector) => {
    const hook = window.__polderMap
    const canvas = document.querySelector(`${selector} canvas`)?.getBoundingClientRect()
    if (!hook || !canvas) return null
    const drawn = ['weirs', 'orifices', 'culverts', 'pumps', 'channels', 'pipes'].flatMap(
      (category) => hook.featurePoints(category),
    )
    const inside = drawn.filter(
      (p) =>
        p.x > canvas.left + 4 &&
        p.x < canvas.right - 4 &&
        p.y > canvas.top + 4 &&
        p.y < canvas.bottom - 4,
    )
    const score = (p: { x: number; y: number }) => p.x - canvas.left + (p.y - canvas.top)
    return inside.sort((a, b) => score(b) - score(a))[0] ?? null
  }, mapSelector)
}

test.describe('picking structures on the map', () => {
  test('at the default zoom a weir is picked from 10 px beside it, and a popup at the map’s corner stays inside the map', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000)
    const panel = await structureControlsOfNewSimulation(page, testInfo, 'Weir pick')
    const form = panel.getByRole('form', { name: 'Add a table structure control' })
    const tableMap = 'form[aria-label="Add a table structure control"] .breach-chooser__map'
    await page.locator(tableMap).scrollIntoViewIfNeeded()
    await waitForLayer(page, 'weirs')
    await expect.poll(() => besideAWeir(page, tableMap)).not.toBeNull()
    const beside = await besideAWeir(page, tableMap)
    if (!beside) return

    await page.mouse.move(beside.x, beside.y)
    await expect(page.getByRole('tooltip')).toContainText(/^Weir/)
    await page.mouse.click(beside.x, beside.y)
    await expect(form.getByText(/^Chosen: Weir /)).toBeVisible()

    const corner = await cornerStructure(page, tableMap)
    expect(corner).not.toBeNull()
    if (!corner) return
    await page.mouse.move(corner.x, corner.y)
    const popup = page.getByRole('tooltip')
    await expect(popup).toBeVisible()
    const map = await page.locator(`${tableMap} .model-map`).boundingBox()
    const box = await popup.boundingBox()
    expect(map).not.toBeNull()
    expect(box).not.toBeNull()
    if (!map || !box) return
    expect(box.x).toBeGreaterThanOrEqual(map.x)
    expect(box.y).toBeGreaterThanOrEqual(map.y)
    expect(box.x + box.width).toBeLessThanOrEqual(map.x + map.width)
    expect(box.y + box.height).toBeLessThanOrEqual(map.y + map.height)
  })
})

test.describe('timed structure controls', () => {
  test('the timed form picks on its own map and list, offers only the structure’s actions, and becomes valid', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000)
    const panel = await structureControlsOfNewSimulation(page, testInfo, 'Timed control')
    const form = panel.getByRole('form', { name: 'Add a timed structure control' })
    await expect(form).toBeVisible({ timeout: 30_000 })
    await expect(form.getByText('Pick the structure on the map or from the list.')).toBeVisible()
    await form.locator('.breach-chooser__map').scrollIntoViewIfNeeded()
    await expect(
      form.getByRole('region', { name: /^Pick the structure to control on the map of \w+$/ }),
    ).toBeVisible()
    const list = form.getByRole('region', { name: 'Pick the structure to control', exact: true })
    await list
      .getByRole('region', { name: 'Weirs of the timed control' })
      .getByRole('button')
      .first()
      .click()
    await expect(form.getByText(/^Chosen: Weir /)).toBeVisible()

    const action = form.getByRole('combobox', { name: /^Action/ })
    await expect(action.getByRole('option')).toHaveText([
      'Choose…',
      'Set crest level (m)',
      'Set discharge coefficients (left, right)',
    ])
    // Typing a name picks among the options there are: pump capacity is not one of them.
    await action.focus()
    await page.keyboard.type('Set p')
    await expect(action).not.toHaveValue('set_pump_capacity')
    await action.selectOption('set_crest_level')
    await form.getByRole('textbox', { name: /^Value/ }).fill('-0.4')
    await form.getByRole('button', { name: 'Add timed control' }).click()
    const listed = panel.getByRole('list', { name: 'Timed structure controls' })
    await expect(listed.getByText('Valid', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
