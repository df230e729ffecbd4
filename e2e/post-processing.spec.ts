import { expect, test, type Page } from './support/csp'
import { createShortRun, expectNoAxeViolations, modeOf, signInAsModeller } from './support/app'

test.describe('post-processing', () => {
  test('Basic and Damage set up before a short run; the finished run takes them to the viewer, followed to archived', async ({
    page,
  }, testInfo) => {
    // Ten simulated minutes run in about a second; the viewer archives a few seconds after.
    test.setTimeout(120_000)
    const name = `Post-processed ${testInfo.project.name} ${Date.now()}`
    await page.goto('/models/1')
    await signInAsModeller(page, modeOf(testInfo))
    const title = await createShortRun(page, name)

    const sections = page.getByRole('navigation', { name: 'Simulation sections' })
    await sections.getByRole('link', { name: /^Post-processing/ }).click()
    const status = page.getByRole('region', { name: 'Viewer status' })
    await expect(status).toContainText('Nothing requested yet')
    const basic = page.getByRole('form', { name: 'Basic post-processing' })
    await expect(basic.getByLabel(/^Scenario name/)).toHaveValue(name)
    await basic.getByRole('button', { name: 'Set up basic post-processing' }).click()
    await expect(status).toContainText('Set up: the viewer starts when the run finishes')

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

/**
 * Console errors, failed requests and API answers of 400 or more, which a normal visit must not
 * have. A read the page cancels itself (TanStack Query aborts a query's fetch when its page
 * unmounts) fails as net::ERR_ABORTED: that is the page leaving, not a lost request.
 */
function failuresOf(page: Page): string[] {
  const failures: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`)
  })
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText
    if (request.method() === 'GET' && reason === 'net::ERR_ABORTED') return
    failures.push(`failed: ${request.url()} (${reason})`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`)
  })
  return failures
}

test.describe('post-processing: a normal visit, and a run that finished first', () => {
  test('a visit before and after Basic is set up logs no error and no failed request', async ({
    page,
  }, testInfo) => {
    // Sign-in, a new simulation and three section visits: more than the default on a busy machine.
    test.setTimeout(90_000)
    await page.goto('/models/1')
    await signInAsModeller(page, modeOf(testInfo))
    await createShortRun(page, `Quiet visit ${testInfo.project.name} ${Date.now()}`)
    const failures = failuresOf(page)
    const sections = page.getByRole('navigation', { name: 'Simulation sections' })
    await sections.getByRole('link', { name: /^Post-processing/ }).click()
    const status = page.getByRole('region', { name: 'Viewer status' })
    await expect(status).toContainText('Nothing requested yet')
    expect(failures).toEqual([])
    const basic = page.getByRole('form', { name: 'Basic post-processing' })
    await basic.getByRole('button', { name: 'Set up basic post-processing' }).click()
    await expect(status).toContainText('the viewer starts when the run finishes')
    // A second visit, with Basic set up and Arrival and Damage not. The status is polled every
    // second now; leaving while a poll is out cancels it (once a flaky failure), so here a poll
    // is always out as the page is left.
    await leaveDuringPoll(page, modeOf(testInfo), () =>
      sections.getByRole('link', { name: /^Overview/ }).click(),
    )
    await sections.getByRole('link', { name: /^Post-processing/ }).click()
    await expect(page.getByRole('region', { name: 'Arrival time' })).toContainText(
      'Request arrival time',
    )
    await expect(page.getByRole('region', { name: 'Basic' })).toContainText('processed')
    expect(failures).toEqual([])
  })

  test('Basic set up after the run finished is sent to the viewer from the status, a failed archiving is retried', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000)
    await page.goto('/models/1')
    await signInAsModeller(page, modeOf(testInfo))
    const title = await createShortRun(page, `Late viewer ${testInfo.project.name} ${Date.now()}`)
    await page.getByRole('region', { name: 'Run' }).getByRole('button', { name: 'Start' }).click()
    await expect(title).toContainText('finished', { timeout: 60_000 })

    const sections = page.getByRole('navigation', { name: 'Simulation sections' })
    await sections.getByRole('link', { name: /^Post-processing/ }).click()
    const basic = page.getByRole('form', { name: 'Basic post-processing' })
    await basic.getByLabel(/^Scenario name/).fill('Late, archiving fails once')
    await basic.getByRole('button', { name: 'Set up basic post-processing' }).click()
    const status = page.getByRole('region', { name: 'Viewer status' })
    await expect(status).toContainText('The run has finished: send the results to the viewer')
    await expect(status).not.toContainText('waits for the run')
    await expectNoAxeViolations(page)

    await status.getByRole('button', { name: 'Send to the viewer' }).click()
    await expect(status).toContainText('Archiving failed', { timeout: 60_000 })
    await status.getByRole('button', { name: 'Send to the viewer again' }).click()
    await expect(status).toContainText('Archived: the results are in the viewer', {
      timeout: 60_000,
    })
    await expect(
      status.getByRole('list', { name: 'Viewer status history' }).getByRole('listitem'),
    ).toHaveCount(7)
  })
})

/**
 * Holds the viewer's next status poll until `leave` has run, so the page leaves with it out, and
 * says how that request failed. Real mode only: in demo the service worker answers before any
 * route, so there the page is simply left.
 */
async function leaveDuringPoll(page: Page, mode: 'demo' | 'real', leave: () => Promise<void>) {
  if (mode === 'demo') return leave()
  const poll = /\/viewer\/status\/history\//
  let release = () => {}
  const left = new Promise<void>((resolve) => (release = resolve))
  await page.route(poll, async (route) => {
    await left
    await route.continue().catch(() => undefined)
  })
  const failed = page.waitForEvent('requestfailed', (request) => poll.test(request.url()))
  await page.waitForRequest(poll)
  await leave()
  // The status panel gone means the page unmounted, which aborts its queries' reads.
  await expect(page.getByRole('region', { name: 'Viewer status' })).toBeHidden()
  release()
  const reason = (await failed).failure()?.errorText
  await page.unroute(poll)
  expect(reason, 'the held poll, cancelled by the page as it left').toBe('net::ERR_ABORTED')
}
