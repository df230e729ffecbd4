import { expect, test, type Page } from './support/csp'
import { signInAsModeller } from './support/app'
import { countRainPosts, createRunFromPage, openRainPanel, sampleRainPath } from './support/rain'
import {
  expectedTyped,
  faultMatrix,
  fillNewSimulation,
  fulfilFromApi,
  typedValues,
} from './support/fault-matrix'
import { mockApiBaseUrl, mockStorageOrigin } from './ports'
import { configWithDeadlines } from './support/deadlines'

// The fault matrix, real-network mode: the real app against the Node mock server, each
// fault injected with page.route. The demo's storage quota row is fault-matrix-quota.demo.spec.ts
// (page.route cannot see what the demo's service worker answers).

const matrix = faultMatrix('Fault matrix (real-network)')
// In order in one worker, so the table is printed once; a failing row does not skip the others.
test.describe.configure({ mode: 'default' })
test.afterAll(() => matrix.print())

const apiPath = (url: URL | string) => new URL(url).pathname.replace(/^\/v3/, '')
const isCreate = (url: URL) =>
  url.origin === new URL(mockApiBaseUrl).origin && apiPath(url) === '/simulations/'

/** POSTs to /v3/simulations/ this page sent (the Create button's requests). */
function countCreations(page: Page) {
  let count = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && isCreate(new URL(request.url()))) count += 1
  })
  return () => count
}

async function openNewSimulationForm(page: Page) {
  await page.goto('/simulations/new?model=1')
  await signInAsModeller(page, 'real')
  await expect(page.getByRole('form', { name: 'New simulation' })).toBeVisible()
}

/** The fault is gone; the same typed values are sent once more and the simulation exists. */
async function createOnceMore(page: Page, name: string) {
  await page.getByRole('button', { name: 'Create simulation' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  await expect(page).toHaveURL(/\/simulations\/\d+$/)
}

const createFaults = [
  {
    fault: '500 on create',
    status: 500,
    body: { detail: 'Internal server error.' },
    headers: {},
    message: 'The server had a problem (500): Internal server error.',
  },
  {
    fault: '503 on create',
    status: 503,
    body: { detail: 'Down for maintenance.' },
    headers: {},
    message: 'The server had a problem (503): Down for maintenance.',
  },
  {
    fault: '429 + Retry-After on create',
    status: 429,
    body: { detail: 'Request was throttled. Expected available in 2 seconds.' },
    headers: { 'retry-after': '2' },
    message:
      'The server is busy: too many requests (429): Request was throttled. Expected available in 2 seconds.',
  },
]

for (const row of createFaults) {
  test(`${row.fault}: the form says so, keeps every value and sends again`, async ({ page }) => {
    const creations = countCreations(page)
    await openNewSimulationForm(page)
    const name = `Matrix ${row.status} ${Date.now()}`
    await fillNewSimulation(page, name)
    await page.route(isCreate, (route) =>
      route.request().method() === 'POST'
        ? fulfilFromApi(route, row.status, JSON.stringify(row.body), row.headers)
        : route.fallback(),
    )
    await page.getByRole('button', { name: 'Create simulation' }).click()
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('The simulation was not created:')
    await expect(alert).toContainText(row.message)
    expect(await typedValues(page)).toEqual(expectedTyped(name))
    // Mutations never retry by themselves (decision 0001): one request, the person decides.
    expect(creations()).toBe(1)

    await page.unroute(isCreate)
    await createOnceMore(page, name)
    expect(creations()).toBe(2)
    matrix.add({
      fault: row.fault,
      where: 'POST /simulations/ (New simulation)',
      message: row.message,
      wayOut: 'Create simulation again → created',
      typed: 'all kept',
    })
  })
}

test('503 on a list: retried, then an error with Try again, the typed filter kept', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto('/simulations')
  await signInAsModeller(page, 'real')
  await expect(page.getByRole('table')).toBeVisible()
  let listRequests = 0
  const isFilteredList = (url: URL) => isCreate(url) && url.searchParams.has('name__icontains')
  await page.route(isFilteredList, (route) => {
    listRequests += 1
    return fulfilFromApi(route, 503, JSON.stringify({ detail: 'Down for maintenance.' }))
  })
  const search = page.getByRole('searchbox', { name: 'Name contains (any case)' })
  await search.fill('zuidplas')
  const failure = page.getByRole('alert').filter({ hasText: 'Could not load the simulations' })
  // Four attempts with backoff (0.5, 1, 2 s) before the list gives up.
  await expect(failure).toContainText('The server had a problem (503): Down for maintenance.', {
    timeout: 20_000,
  })
  expect(listRequests).toBe(4)
  await expect(search).toHaveValue('zuidplas')

  await page.unroute(isFilteredList)
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('table')).toBeVisible()
  await expect(search).toHaveValue('zuidplas')
  await expect(page).toHaveURL(/name__icontains=zuidplas/)
  matrix.add({
    fault: '503 on a GET',
    where: 'GET /simulations/?name__icontains= (list)',
    message: 'Could not load the simulations: The server had a problem (503) … (after 3 retries)',
    wayOut: 'Try again → list',
    typed: 'filter kept (field and URL)',
  })
})

test('malformed JSON: the form cannot be prepared, Try again brings it back with the draft', async ({
  page,
}) => {
  await openNewSimulationForm(page)
  const name = `Matrix malformed ${Date.now()}`
  await fillNewSimulation(page, name)
  const isModelList = (url: URL) =>
    url.origin === new URL(mockApiBaseUrl).origin && apiPath(url) === '/hydromodels/'
  await page.route(isModelList, (route) => fulfilFromApi(route, 200, '{"count": 3, "results": ['))
  await page.reload()
  const failure = page.getByRole('alert').filter({ hasText: 'Could not prepare the form' })
  await expect(failure).toContainText(
    'The server gave an unexpected answer for GET /v3/hydromodels/.',
  )
  await page.unroute(isModelList)
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('form', { name: 'New simulation' })).toBeVisible()
  expect(await typedValues(page)).toEqual(expectedTyped(name))
  await createOnceMore(page, name)
  matrix.add({
    fault: 'malformed JSON',
    where: 'GET /hydromodels/ (New simulation)',
    message: 'The server gave an unexpected answer for GET /v3/hydromodels/.',
    wayOut: 'Try again → form',
    typed: 'all kept (draft)',
  })
})

test('a hung request: the button counts, the deadline ends it, every value kept', async ({
  page,
}) => {
  // A write's deadline of 5 s, so the test waits 5 s, not 30.
  await configWithDeadlines(page, { mutationSeconds: 5 })
  const creations = countCreations(page)
  await openNewSimulationForm(page)
  const name = `Matrix hung ${Date.now()}`
  await fillNewSimulation(page, name)
  // Never fulfilled: the request hangs until the app gives up on it.
  await page.route(isCreate, (route) =>
    route.request().method() === 'POST' ? undefined : route.fallback(),
  )
  await page.getByRole('button', { name: 'Create simulation' }).click()
  // The count shows from 3 s on (a late tick on a busy machine may skip a second).
  await expect(page.getByRole('button', { name: /^Creating… \(\d+ s\)$/ })).toBeVisible()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('The server did not answer within 5 s.')
  expect(await typedValues(page)).toEqual(expectedTyped(name))
  expect(creations()).toBe(1)

  await page.unroute(isCreate)
  await createOnceMore(page, name)
  matrix.add({
    fault: 'hung request',
    where: 'POST /simulations/ (deadline 5 s by config.json)',
    message: 'Creating… (3 s), then: The server did not answer within 5 s.',
    wayOut: 'Create simulation again → created',
    typed: 'all kept',
  })
})

test('a hung list: the wait is counted, Cancel stops it, Try again asks once more', async ({
  page,
}) => {
  await page.goto('/simulations')
  await signInAsModeller(page, 'real')
  await expect(page.getByRole('table')).toBeVisible()
  let hung = 0
  const isFilteredList = (url: URL) => isCreate(url) && url.searchParams.has('name__icontains')
  // Never fulfilled; the GET deadline (15 s) is further away than the person's patience here.
  await page.route(isFilteredList, () => {
    hung += 1
  })
  const search = page.getByRole('searchbox', { name: 'Name contains (any case)' })
  await search.fill('rijnland')
  // The last rows stay on screen while the filtered page loads.
  const waiting = page.getByRole('status').filter({ hasText: 'Updating the simulations…' })
  // Wall-clock seconds: under load the count may pass 3 between two looks.
  await expect(waiting).toContainText(/Waiting ([3-9]|\d{2,}) s/)
  await waiting.getByRole('button', { name: 'Cancel' }).click()
  const stopped = page.getByRole('status').filter({ hasText: 'Stopped waiting.' })
  await expect(stopped).toBeVisible()
  expect(hung).toBe(1)

  await page.unroute(isFilteredList)
  await stopped.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByText(/^\d+ simulations? match(es)? the filters$/)).toBeVisible()
  await expect(stopped).toHaveCount(0)
  await expect(search).toHaveValue('rijnland')
  matrix.add({
    fault: 'hung request (GET)',
    where: 'GET /simulations/?name__icontains= (list)',
    message: 'Updating the simulations… Waiting 3 s [Cancel] [Try again]',
    wayOut: 'Cancel → Stopped waiting; Try again → list',
    typed: 'filter kept',
  })
})

test('an expired get_url: one fresh link, and the file is saved', async ({ page }) => {
  await page.goto('/models/1')
  await signInAsModeller(page, 'real')
  const grid = page.getByRole('region', { name: 'Grid administration' })
  await expect(grid.getByRole('button', { name: 'Download gridadmin.h5' })).toBeVisible()
  let linkRequests = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/hydromodels/1/gridadmin/download/')) {
      linkRequests += 1
    }
  })
  let storageAnswers = 0
  const isStorage = (url: URL) => url.origin === mockStorageOrigin
  await page.route(isStorage, async (route) => {
    storageAnswers += 1
    if (storageAnswers > 1) return route.fallback()
    return route.fulfill({
      status: 403,
      contentType: 'application/xml',
      headers: { 'access-control-allow-origin': '*' },
      body: '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>',
    })
  })
  const download = page.waitForEvent('download')
  await grid.getByRole('button', { name: 'Download gridadmin.h5' }).click()
  expect((await download).suggestedFilename()).toBe('gridadmin.h5')
  await expect(grid.getByText(/^Saved gridadmin\.h5 \(/)).toBeVisible()
  expect(linkRequests).toBe(2)
  expect(storageAnswers).toBe(2)
  matrix.add({
    fault: 'expired get_url (403)',
    where: 'gridadmin download (model page)',
    message: 'none needed: Saved gridadmin.h5 (…)',
    wayOut: 'automatic: one fresh link',
    typed: 'no form on this page',
  })
})

test('a 401 during a status poll: sign-in, then back, the form draft kept', async ({ page }) => {
  test.setTimeout(60_000)
  await openNewSimulationForm(page)
  const name = `Matrix 401 ${Date.now()}`
  await fillNewSimulation(page, name)
  await page.getByLabel('Hours (h)').fill('48')
  await createOnceMore(page, name)
  const workspace = new URL(page.url()).pathname
  const run = page.getByRole('region', { name: 'Run' })
  await run.getByRole('button', { name: 'Start' }).click()
  await expect(run.getByRole('button', { name: 'Start' })).toHaveCount(0)

  // Something half typed in another form of this tab, before the token expires.
  await page.goto('/simulations/new?model=1')
  const draftName = `Half typed before the 401 ${Date.now()}`
  await fillNewSimulation(page, draftName)
  await page.goto(workspace)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)

  const isStatusPoll = (url: URL) => /\/simulations\/\d+\/status\/$/.test(apiPath(url))
  await page.route(isStatusPoll, (route) =>
    fulfilFromApi(route, 401, JSON.stringify({ detail: 'Invalid token.' })),
  )
  await expect(page).toHaveURL(/\/sign-in\?/, { timeout: 20_000 })
  const notice = 'Your token was not accepted (401): it may have expired or been revoked.'
  await expect(page.getByText(notice)).toBeVisible()

  await page.unroute(isStatusPoll)
  await signInAsModeller(page, 'real')
  await expect(page).toHaveURL(new RegExp(`${workspace}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  await page.goto('/simulations/new?model=1')
  expect(await typedValues(page)).toEqual(expectedTyped(draftName))
  matrix.add({
    fault: '401 during a poll',
    where: 'GET /simulations/:id/status/ (workspace)',
    message: 'Your token was not accepted (401) … Sign in again to continue.',
    wayOut: 'sign in → back on the workspace',
    typed: 'draft of New simulation kept',
  })
})

test('network lost during the PUT: a message, the file kept, and Try again succeeds', async ({
  page,
}) => {
  test.setTimeout(60_000)
  let failed = false
  await page.route(`${mockStorageOrigin}/**`, async (route) => {
    if (route.request().method() === 'PUT' && !failed) {
      failed = true
      return route.abort('internetdisconnected')
    }
    return route.continue()
  })
  await page.goto('/simulations')
  await signInAsModeller(page, 'real')
  const id = await createRunFromPage(page, mockApiBaseUrl)
  const panel = await openRainPanel(page, id)
  await panel.getByLabel('Rain file (NetCDF4)').setInputFiles(sampleRainPath('netcdf4'))
  const alert = panel.getByRole('alert')
  await expect(alert).toContainText('The upload of sample-rain-netcdf4.nc failed')
  await expect(alert).toContainText('Could not reach the file storage')
  await alert.getByRole('button', { name: 'Try again' }).click()
  const files = panel.getByRole('list', { name: 'Rain files' })
  await expect(files.getByText(/^Ready: 12 time steps/)).toBeVisible({ timeout: 20_000 })
  await expect(files.getByRole('listitem')).toHaveCount(1)
  matrix.add({
    fault: 'network loss mid-upload',
    where: 'PUT put_url (rain NetCDF)',
    message: 'The upload of <file> failed … Could not reach the file storage',
    wayOut: 'Try again → processed, one file',
    typed: 'chosen file kept',
  })
})

test('an expired put_url (storage 403 once) is renewed once and the upload succeeds', async ({
  page,
}) => {
  test.setTimeout(60_000)
  let expired = false
  await page.route(`${mockStorageOrigin}/**`, async (route) => {
    if (route.request().method() === 'PUT' && !expired) {
      expired = true
      return route.fulfill({
        status: 403,
        headers: { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/xml' },
        body: '<Error><Code>AccessDenied</Code><Message>Request has expired.</Message></Error>',
      })
    }
    return route.continue()
  })
  await page.goto('/simulations')
  await signInAsModeller(page, 'real')
  const id = await createRunFromPage(page, mockApiBaseUrl)
  const panel = await openRainPanel(page, id)
  const posts = countRainPosts(page)
  await panel.getByLabel('Rain file (NetCDF4)').setInputFiles(sampleRainPath('netcdf4'))
  const files = panel.getByRole('list', { name: 'Rain files' })
  await expect(files.getByText(/^Ready: 12 time steps/)).toBeVisible({ timeout: 20_000 })
  await expect(files.getByRole('listitem')).toHaveCount(1)
  expect(expired).toBe(true)
  expect(posts()).toBe(2)
  matrix.add({
    fault: 'expired put_url',
    where: 'PUT put_url (rain NetCDF), 403',
    message: 'none: renewed once without asking',
    wayOut: 'a second POST renews the link → processed',
    typed: 'chosen file kept',
  })
})
