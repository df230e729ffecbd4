import { expect, test, type Page } from './support/csp'
import { apiBaseUrlOf, modeOf, signInAsModeller } from './support/app'
import { chooseDesignStorm, createRunFromPage, rainPanelOfNewRun } from './support/rain'

type Made = { id: number; breachId: number; breachName: string }

/** A created two-hour run of model 1 with a breach and a timed weir control, made from the page. */
async function runWithBreachAndControl(base: string): Promise<Made> {
  const headers = {
    authorization: 'Bearer demo-modeller',
    'content-type': 'application/json',
    accept: 'application/json',
  }
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (!response.ok) throw new Error(`${path}: ${response.status}`)
    return (await response.json()) as Record<string, unknown>
  }
  const run = await call('/simulations/', {
    name: `Timeline e2e ${Date.now()}`,
    hydromodel: '1',
    organisation: '5f1e0c2a9b8d4e7f8a6b3c2d1e0f9a8b',
    start_datetime: new Date().toISOString(),
    duration: 7200,
  })
  const id = Number(run.id)
  const potentials = (await call('/hydromodels/1/potentialbreaches/?limit=250')).results as {
    id: number
    display_name: string | null
    code: string | null
  }[]
  const potential = potentials[0]
  if (!potential) throw new Error('model 1 has no potential breach')
  const breach = await call(`/simulations/${id}/events/breaches/`, {
    potential_breach: potential.id,
    offset: 600,
    duration_till_max_depth: 3000,
    initial_width: 40,
    maximum_breach_depth: 3.5,
  })
  await call(`/simulations/${id}/events/structure-control/timed/`, {
    offset: 1800,
    duration: 1800,
    structure_id: 1,
    structure_type: 'v2_weir',
    type: 'set_crest_level',
    value: [1.2],
  })
  const breachName = potential.display_name || potential.code || `${potential.id}`
  return { id, breachId: Number(breach.id), breachName }
}

/** The run's overview opened, and the line of what its events do that holds `text`. */
async function saidOnTheOverview(page: Page, id: number, text: string) {
  await page.goto(`/simulations/${id}`)
  return page.getByRole('list', { name: 'What the events do' }).getByText(text, { exact: false })
}

test('the overview draws a breach and a structure control on the run timeline; the breach leads to it', async ({
  page,
}, testInfo) => {
  await page.goto('/simulations')
  await signInAsModeller(page, modeOf(testInfo))
  const { id, breachId, breachName } = await page.evaluate(
    runWithBreachAndControl,
    apiBaseUrlOf(testInfo),
  )

  await page.goto(`/simulations/${id}`)
  const timeline = page.getByRole('list', { name: 'Timeline of the run, 0 s to 2 h' })
  const breach = timeline.getByRole('link', { name: `Breach ${breachName}` })
  await expect(breach).toBeVisible()
  await expect(
    timeline.getByRole('link', { name: 'Control (timed): crest level of weir 1' }),
  ).toBeVisible()
  await expect(timeline.getByText('from 30 min to 1 h', { exact: false })).toBeAttached()
  await expect(
    page
      .getByRole('list', { name: 'What the events do' })
      .getByText(`Breach ${breachName}: 40 m wide, max depth 3.5 m at 1 h`),
  ).toBeVisible()

  await breach.click()
  await expect(page).toHaveURL(new RegExp(`/simulations/${id}/events#breach-${breachId}$`))
  const configured = page.locator(`#breach-${breachId}`)
  await expect(configured).toBeInViewport()
  await expect(configured).toBeFocused()
  await expect(configured).toContainText(breachName)
})

test("a structure control's row on the timeline lands on that control", async ({
  page,
}, testInfo) => {
  await page.goto('/simulations')
  await signInAsModeller(page, modeOf(testInfo))
  const { id } = await page.evaluate(runWithBreachAndControl, apiBaseUrlOf(testInfo))

  await page.goto(`/simulations/${id}`)
  await page
    .getByRole('list', { name: 'Timeline of the run, 0 s to 2 h' })
    .getByRole('link', { name: 'Control (timed): crest level of weir 1' })
    .click()
  await expect(page).toHaveURL(new RegExp(`/simulations/${id}/events#control-timed-\\d+$`))
  const control = page.getByRole('list', { name: 'Timed structure controls' }).getByRole('listitem')
  await expect(control).toBeInViewport()
  await expect(control).toBeFocused()
})

test('storm 10 uploaded from the rain form shows its bars and 35.7 mm on the overview', async ({
  page,
}, testInfo) => {
  // The rain form writes the file and the server checks it: the Events section's budget.
  test.setTimeout(60_000)
  await page.goto('/simulations')
  await signInAsModeller(page, modeOf(testInfo))
  const { id, panel } = await rainPanelOfNewRun(page, testInfo)
  await chooseDesignStorm(panel, 'Storm 10: T10, peak early, 45 min')
  await panel.getByRole('button', { name: 'Upload this rain' }).click()
  await expect(panel.getByRole('list', { name: 'Rain files' }).getByText(/Ready:/)).toBeVisible({
    timeout: 20_000,
  })

  const rain = 'Rain: 35.7 mm, peak 75.6 mm/h, from 0 s to 45 min'
  await expect(await saidOnTheOverview(page, id, rain)).toBeVisible()
  const timeline = page.getByRole('list', { name: 'Timeline of the run, 0 s to 1 h' })
  const row = timeline
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Rain' }) })
  const steps = row.locator('.run-timeline__bar--intensities .run-timeline__step')
  await expect(steps).toHaveCount(9)
  const heights = await steps.evaluateAll((spans) =>
    spans.map((span) => span.getBoundingClientRect().height),
  )
  // Storm 10 peaks early: its tallest bar is not the first.
  const tallest = heights.indexOf(Math.max(...heights))
  expect(tallest).toBeGreaterThan(0)
  expect(heights[tallest]).toBeGreaterThan(3 * (heights[0] ?? 0))
})

test("the boundary series' span is read from the file this browser uploaded", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000)
  await page.goto('/simulations')
  await signInAsModeller(page, modeOf(testInfo))
  const id = await createRunFromPage(page, apiBaseUrlOf(testInfo))
  await page.goto(`/simulations/${id}/events`)
  const panel = page.getByRole('region', { name: 'Boundary conditions' })
  const boxes = panel.getByRole('textbox', { name: /Rows: time and value/ })
  await expect(boxes).toHaveCount(3, { timeout: 20_000 })
  for (const index of [0, 1, 2]) await boxes.nth(index).fill('time\tvalue\n0\t0,5\n40\t1')
  await panel.getByLabel('Times in').selectOption('min')
  await panel.getByRole('button', { name: 'Upload the file' }).click()
  await expect(panel.getByText('Valid', { exact: true })).toBeVisible({ timeout: 20_000 })

  const series = 'Boundary conditions: series from 0 s to 40 min'
  await expect(await saidOnTheOverview(page, id, series)).toBeVisible()
})
