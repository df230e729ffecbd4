import type { APIRequestContext } from '@playwright/test'
import { expect, test, type Page } from './support/csp'
import { referenceServers } from './ports'
import { settled, refusalsOn, signInToReference } from './support/reference'

// The built app in real mode against Prism serving docs/spec/openapi-reference.yaml: its examples
// (reference-static) and answers generated from a fixed seed (reference-dynamic). No one here
// wrote that server, so what the app refuses here it would refuse from any server of the API.
// The checks are soft: one run names every page that refuses, not only the first.

type Listed = { id: number; name: string }

/** What the server answers for `path` (Prism takes any token). */
async function answerOf<T>(request: APIRequestContext, apiBaseUrl: string, path: string) {
  const answer = await request.get(`${apiBaseUrl}${path}`, {
    headers: { authorization: 'Bearer reference' },
  })
  return (await answer.json()) as T
}

async function listed(request: APIRequestContext, apiBaseUrl: string, path: string) {
  return (await answerOf<{ results: Listed[] }>(request, apiBaseUrl, path)).results
}

/**
 * The list page shows the server's first record, or says the list is empty. Visible text only: a
 * filter's options (the model picker) hold the same names.
 */
async function expectListed(page: Page, rows: Listed[], shown: (row: Listed) => string) {
  const first = rows[0]
  if (first) {
    const text = page.getByRole('main').getByText(shown(first)).filter({ visible: true })
    await expect.soft(text.first()).toBeVisible()
  } else await expect.soft(page.locator('.state--empty')).toBeVisible()
}

const sections = ['', '/initial-conditions', '/events', '/results', '/post-processing']

test('every page shows what the reference server answers, and refuses nothing it only displays', async ({
  page,
  request,
}, testInfo) => {
  // Thirteen pages in sequence, the map among them; each soft check that fails waits its full
  // expect timeout, so a run that finds every page refused still names them all.
  test.setTimeout(240_000)
  const { apiBaseUrl } =
    testInfo.project.name === 'reference-static'
      ? referenceServers.static
      : referenceServers.dynamic
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  const models = await listed(request, apiBaseUrl, '/hydromodels/')
  const simulations = await listed(request, apiBaseUrl, '/simulations/')
  // Prism answers any id. A listed one where the server lists any, but not the examples' 0: the
  // app's routes take positive ids only (a database's first id is 1), and would say "not found".
  const pageId = (id: number | undefined) => (id !== undefined && id > 0 ? id : 1)
  const modelId = pageId(models[0]?.id)
  const simulationId = pageId(simulations[0]?.id)

  /** Opens `path`, waits until it stops loading, and notes every refusal on it. */
  async function visit(path: string) {
    await page.goto(path)
    await settled(page)
    expect.soft(await refusalsOn(page), `refusals on ${path}`).toEqual([])
  }

  await page.goto('/')
  await signInToReference(page, apiBaseUrl)
  await visit('/')

  await visit('/models')
  await expectListed(page, models, (row) => row.name)
  await visit(`/models/${modelId}`)
  const model = await answerOf<Listed>(request, apiBaseUrl, `/hydromodels/${modelId}/`)
  const modelName = model.name
  await expect.soft(page.getByRole('heading', { level: 1, name: modelName })).toBeVisible()
  await visit(`/models/${modelId}/map`)
  await expect.soft(page.getByRole('heading', { level: 1 })).toContainText(modelName)

  await visit('/simulations')
  await expectListed(page, simulations, (row) => row.name)
  await visit('/statuses')
  const simulation = await answerOf<Listed>(request, apiBaseUrl, `/simulations/${simulationId}/`)
  for (const section of sections) {
    await visit(`/simulations/${simulationId}${section}`)
    await expect.soft(page.getByRole('heading', { level: 1 })).toContainText(simulation.name)
  }
  await visit(`/simulations/new?model=${modelId}`)
  // The form offers the models that can start (its own filtered request, which Prism answers on
  // its own); with none it says so. Either is the app working; a refusal was checked above.
  const form = page.getByRole('form', { name: 'New simulation' })
  const noModelCanStart = page.getByText('No model can start a simulation')
  await expect.soft(form.or(noModelCanStart)).toBeVisible()

  expect(pageErrors, 'uncaught errors on the pages').toEqual([])
})
