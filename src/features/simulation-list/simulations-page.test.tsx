import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { statusLabel } from '@/components/status-badge'
import { TEST_API_BASE } from '@/mocks/node'
import { holdNavigations } from '@/testing/hold-navigations'
import { renderRoutes, setupTestBackend } from '@/testing/render-with-backend'
import { SimulationsPage } from './simulations-page'

const backend = setupTestBackend({ freshWorldEachTest: true })
const renderSimulationsPage = (path: string) =>
  renderRoutes({ '/simulations': <SimulationsPage /> }, path)
const listRequests = () => backend.sentTo(/\/v3\/simulations\/?$/)
const boardRuns = () =>
  backend.backend.world.simulations.filter((sim) => sim.organisation_name === 'Polder Water Board')
const T100_RUN = 'Zuidplaspolder T100 breach north levee'
/** The count line once the answer for the current filters is in (not the previous one's). */
const settledCount = (text: string) =>
  screen.findByText(new RegExp(`^${text}$`), undefined, { timeout: 5000 })
const matchCount = (count: number) =>
  count === 1 ? '1 simulation matches the filters' : `${count} simulations match the filters`

function rowNames(): string[] {
  const table = screen.getByRole('table', { name: 'Simulations' })
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '')
}

function chipTexts(): string[] {
  const list = screen.queryByRole('list', { name: 'Active filters' })
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent ?? '')
    : []
}

describe('the simulations page', () => {
  it('lists the organisation’s simulations newest first with a count', async () => {
    renderSimulationsPage('/simulations')
    expect(await screen.findByText('52 simulations')).toBeInTheDocument()
    expect(rowNames()[0]).toBe('Zuidplaspolder operational forecast 2026-10-30')
    expect(rowNames()).toHaveLength(20)
    const sent = listRequests().at(-1)?.searchParams
    expect(sent?.get('ordering')).toBe('-created')
    expect(sent?.get('limit')).toBe('20')
    expect(screen.getByText('Showing 1–20 of 52')).toBeInTheDocument()
  })

  it('sends the filters of the URL combined and shows them as chips', async () => {
    renderSimulationsPage('/simulations?name__icontains=zuidplas&tags__in=T100&created__year=2026')
    expect(await screen.findByText('1 simulation matches the filters')).toBeInTheDocument()
    expect(rowNames()).toEqual(['Zuidplaspolder T100 breach north levee'])
    const sent = listRequests().at(-1)?.searchParams
    expect(sent?.get('name__icontains')).toBe('zuidplas')
    expect(sent?.get('tags__in')).toBe('T100')
    expect(sent?.get('created__year')).toBe('2026')
    expect(chipTexts()).toEqual([
      'Name contains (any case): “zuidplas”',
      'Created in year: 2026',
      'Tag: T100',
    ])
  })

  it('removes a filter with its chip, and back brings it back', async () => {
    const { user, search, router } = renderSimulationsPage(
      '/simulations?name__icontains=zuidplas&tags__in=T100',
    )
    await screen.findByText('1 simulation matches the filters')
    await user.click(screen.getByRole('button', { name: 'Remove filter Tag: T100' }))
    const zuidplas = boardRuns().filter((sim) => sim.name.toLowerCase().includes('zuidplas'))
    expect(zuidplas.length).toBeGreaterThan(1)
    expect(
      await settledCount(`${zuidplas.length} simulations match the filters`),
    ).toBeInTheDocument()
    expect(search().has('tags__in')).toBe(false)
    expect(chipTexts()).toEqual(['Name contains (any case): “zuidplas”'])
    await router.navigate(-1)
    expect(await screen.findByText('1 simulation matches the filters')).toBeInTheDocument()
    // The count comes from the query cache at once; the form follows the URL a render later.
    await waitFor(() => expect(screen.getByLabelText('Tag')).toHaveValue('T100'))
  })

  it('filters as you type, and one typing burst is one history entry', async () => {
    const { user, search, router } = renderSimulationsPage('/simulations')
    await screen.findByText('52 simulations')
    await user.type(screen.getByLabelText('Name contains (any case)'), 'rijnland')
    await waitFor(() => expect(search().get('name__icontains')).toBe('rijnland'))
    const rijnland = boardRuns().filter((sim) => sim.name.toLowerCase().includes('rijnland'))
    await settledCount(`${rijnland.length} simulations match the filters`)
    const typed = listRequests()
      .map((url) => url.searchParams.get('name__icontains'))
      .filter((value) => value !== null)
    expect(typed.at(-1)).toBe('rijnland')
    expect(rowNames().every((name) => name.toLowerCase().includes('rijnland'))).toBe(true)
    await router.navigate(-1)
    await settledCount('52 simulations')
    expect(search().has('name__icontains')).toBe(false)
    await waitFor(() => expect(screen.getByLabelText('Name contains (any case)')).toHaveValue(''))
  })

  it('filters by model and by user, from the URL and from the bar', async () => {
    const { user, search } = renderSimulationsPage('/simulations?hydromodel__id=1')
    const zuidplas = boardRuns().filter((sim) => sim.hydromodel_id === 1)
    await settledCount(`${zuidplas.length} simulations match the filters`)
    expect(listRequests().at(-1)?.searchParams.get('hydromodel__id')).toBe('1')
    await waitFor(() => expect(screen.getByLabelText('Model')).toHaveDisplayValue('Zuidplaspolder'))
    expect(chipTexts()).toEqual(['Model: Zuidplaspolder'])

    await user.type(screen.getByLabelText('User'), 'hydrologist')
    const theirs = zuidplas.filter((sim) => sim.user === 'hydrologist')
    expect(theirs.length).toBeGreaterThan(0)
    await settledCount(matchCount(theirs.length))
    expect(search().get('user__username')).toBe('hydrologist')
    expect(listRequests().at(-1)?.searchParams.get('user__username')).toBe('hydrologist')

    await user.selectOptions(screen.getByLabelText('Model'), 'Any model')
    await waitFor(() => expect(search().has('hydromodel__id')).toBe(false))
    expect(chipTexts()).toEqual(['User: “hydrologist”'])
  })

  it('keeps a model the catalogue does not hold when another filter changes', async () => {
    const { user, search } = renderSimulationsPage('/simulations?hydromodel__id=999')
    await screen.findByText('No simulations match these filters')
    await waitFor(() => expect(screen.getByLabelText('Model')).toHaveDisplayValue('Model 999'))
    await user.type(screen.getByLabelText('Name contains (any case)'), 'zuid')
    await waitFor(() => expect(search().get('name__icontains')).toBe('zuid'))
    expect(search().get('hydromodel__id')).toBe('999')
  })

  it('"Only mine" fills in the signed-in user, and unchecking it lists everyone’s again', async () => {
    const { user, search } = renderSimulationsPage('/simulations')
    await screen.findByText('52 simulations')
    const onlyMine = await screen.findByRole('checkbox', { name: 'Only mine' })
    await user.click(onlyMine)
    const mine = boardRuns().filter((sim) => sim.user === 'modeller')
    expect(mine.length).toBeLessThan(52)
    await settledCount(`${mine.length} simulations match the filters`)
    expect(search().get('user__username')).toBe('modeller')
    expect(screen.getByLabelText('User')).toHaveValue('modeller')
    expect(onlyMine).toBeChecked()
    await user.click(onlyMine)
    await settledCount('52 simulations')
    expect(search().has('user__username')).toBe(false)
  })

  it('keeps a sort chosen while a typed filter is on its way to the page', async () => {
    const { user, search, router } = renderSimulationsPage('/simulations')
    await screen.findByText('52 simulations')
    const navigations = holdNavigations(router)
    await user.type(screen.getByLabelText('Name contains (any case)'), 'rijnland')
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Name A–Z')
    // The page shows the first key while the sort is still on its way, then a tag is typed.
    await navigations.letThrough()
    await user.type(screen.getByLabelText('Tag'), 'T100')
    await navigations.letAllThrough()
    expect(search().get('ordering')).toBe('name')
    expect(search().get('name__icontains')).toBe('rijnland')
    expect(search().get('tags__in')).toBe('T100')
  })

  it('applies a filter typed and wiped out again before the page showed it', async () => {
    const { user, search, router } = renderSimulationsPage('/simulations')
    await screen.findByText('52 simulations')
    const navigations = holdNavigations(router)
    const tag = screen.getByLabelText('Tag')
    await user.type(tag, 'T')
    await user.clear(tag)
    await navigations.letAllThrough()
    expect(search().has('tags__in')).toBe(false)
    expect(tag).toHaveValue('')
    expect(await settledCount('52 simulations')).toBeInTheDocument()
  })

  it('filters on a creation month and the other name lookups', async () => {
    renderSimulationsPage('/simulations?created__month=9&name__startswith=Gouda&limit=50')
    await settledCount('4 simulations match the filters')
    const sent = listRequests().at(-1)?.searchParams
    expect(sent?.get('created__month')).toBe('09')
    expect(sent?.get('name__startswith')).toBe('Gouda')
    expect(rowNames().sort()).toEqual([
      'Gouda riolering bui 01 (T2)',
      'Gouda riolering bui 02 (T2)',
      'Gouda riolering bui 08 (T2)',
      'Gouda sewer stress test T100',
    ])
    expect(screen.getByText('More name filters').closest('details')).toHaveAttribute('open')
  })

  it('shows an empty state with a way out when nothing matches', async () => {
    const { user, search } = renderSimulationsPage('/simulations?name=No%20such%20run')
    expect(await screen.findByText('No simulations match these filters')).toBeInTheDocument()
    const emptyState = screen.getByText('No simulations match these filters').closest('div')
    await user.click(
      within(emptyState as HTMLElement).getByRole('button', { name: 'Clear all filters' }),
    )
    expect(await screen.findByText('52 simulations')).toBeInTheDocument()
    expect(search().toString()).toBe('')
  })

  it('names every row’s model from one catalogue of models, not one request per model', async () => {
    const { user } = renderSimulationsPage('/simulations?limit=50')
    await settledCount('52 simulations')
    const id = boardRuns().find((sim) => sim.name === T100_RUN)?.hydromodel_id
    const model = backend.backend.world.models.find((found) => found.id === id)
    if (!model) throw new Error(`The seed lost the run “${T100_RUN}” or its model`)
    const row = screen.getByRole('row', { name: new RegExp(T100_RUN) })
    const link = await within(row).findByRole('link', { name: model.name })
    expect(link).toHaveAttribute('href', `/models/${model.id}`)
    const table = screen.getByRole('table', { name: 'Simulations' })
    await waitFor(() => expect(within(table).queryAllByText(/^Model #/)).toHaveLength(0))
    expect(backend.sentTo(/\/v3\/hydromodels\/\d+\/?$/)).toHaveLength(0)
    // The default list, and the lists that lift the inactive and disabled exclusions (0004).
    const catalogue = backend.sentTo(/\/v3\/hydromodels\/?$/).map((url) => url.searchParams)
    expect(catalogue.map((query) => query.get('limit'))).toEqual(['250', '250', '250'])
    expect(catalogue.map((query) => [...query.keys()].filter((key) => key !== 'limit'))).toEqual([
      [],
      ['inactive_inpy_versions'],
      ['disabled'],
    ])
    await user.selectOptions(screen.getByLabelText('Per page'), '10')
    await settledCount('52 simulations')
    expect(backend.sentTo(/\/v3\/hydromodels\/?$/)).toHaveLength(3)
  })

  it('shows each run’s current status in the words of the statuses page', async () => {
    renderSimulationsPage('/simulations?tags__in=T100&name__icontains=zuidplas')
    await settledCount('1 simulation matches the filters')
    const run = backend.backend.world.simulations.find((sim) => sim.name === T100_RUN)
    const latest = backend.backend.world.simulationStatuses.findLast(
      (entry) => entry.simulation_id === run?.id,
    )
    if (!latest) throw new Error('The seed has no status for the T100 run')
    const row = screen.getByRole('row', { name: new RegExp(T100_RUN) })
    expect(await within(row).findByText(statusLabel(latest), { exact: false })).toHaveClass('badge')
  })

  it('reads the statuses of a page from one status list request', async () => {
    renderSimulationsPage('/simulations?limit=50')
    await settledCount('52 simulations')
    const table = screen.getByRole('table', { name: 'Simulations' })
    await waitFor(() => expect(within(table).queryAllByText('loading…')).toHaveLength(0))
    expect(backend.sentTo(/\/v3\/statuses\/?$/)).toHaveLength(1)
    expect(backend.sentTo(/\/v3\/simulations\/\d+\/status\/?$/)).toHaveLength(0)
  })

  it('asks for the status of a run the status list does not hold on its own', async () => {
    backend.server.use(
      http.get(`${TEST_API_BASE}/statuses/`, () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    )
    renderSimulationsPage('/simulations?tags__in=T100&name__icontains=zuidplas')
    await settledCount('1 simulation matches the filters')
    const row = screen.getByRole('row', { name: new RegExp(T100_RUN) })
    await waitFor(() => expect(within(row).queryByText('loading…')).not.toBeInTheDocument())
    expect(backend.sentTo(/\/v3\/simulations\/\d+\/status\/?$/)).toHaveLength(1)
  })

  it('draws only the rows near the screen of a long page, and says how many there are', async () => {
    renderSimulationsPage('/simulations?limit=100')
    await settledCount('52 simulations')
    const table = screen.getByRole('table', { name: 'Simulations' })
    expect(table).toHaveAttribute('aria-rowcount', '53')
    const drawn = within(table).getAllByRole('row').slice(1)
    expect(drawn.length).toBeGreaterThan(0)
    expect(drawn.length).toBeLessThan(52)
    expect(drawn[0]).toHaveAttribute('aria-rowindex', '2')
  })

  it('keeps the model’s number, without an error, when the model cannot be read', async () => {
    // A model the catalogue does not hold (failed, say) is asked for alone, and is unreadable.
    backend.server.use(
      http.get(`${TEST_API_BASE}/hydromodels/`, () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
      http.get(`${TEST_API_BASE}/hydromodels/:id/`, () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    )
    renderSimulationsPage('/simulations?name__icontains=zuidplas&tags__in=T100')
    await screen.findByText('1 simulation matches the filters')
    const id = boardRuns().find((sim) => sim.name === T100_RUN)?.hydromodel_id
    await waitFor(() => expect(backend.sentTo(/\/v3\/hydromodels\/\d+\/?$/)).toHaveLength(1))
    const row = screen.getByRole('row', { name: new RegExp(T100_RUN) })
    expect(within(row).getByRole('link', { name: `Model #${id}` })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('pages and orders through the URL', async () => {
    const { user, search } = renderSimulationsPage('/simulations')
    await screen.findByText('52 simulations')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Showing 21–40 of 52')).toBeInTheDocument()
    expect(search().get('offset')).toBe('20')
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Name A–Z')
    await waitFor(() => expect(search().get('ordering')).toBe('name'))
    expect(search().has('offset')).toBe(false)
    await screen.findByText('Showing 1–20 of 52')
    const first = boardRuns()
      .map((sim) => sim.name)
      .reduce((least, name) => (name < least ? name : least))
    await waitFor(() => expect(rowNames()[0]).toBe(first))
  })

  it('cancels the request of a filter that was replaced before it answered', async () => {
    let aborted = false
    backend.server.use(
      http.get(`${TEST_API_BASE}/simulations/`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('name__icontains') !== 'slow') return undefined
        await new Promise<void>((resolve) => {
          request.signal.addEventListener('abort', () => {
            aborted = true
            resolve()
          })
        })
        return HttpResponse.json({ count: 0, next: null, previous: null, results: [] })
      }),
    )
    const { router } = renderSimulationsPage('/simulations?name__icontains=slow')
    await waitFor(() => expect(listRequests()).toHaveLength(1))
    await router.navigate('/simulations?name__icontains=storm')
    await waitFor(() => expect(aborted).toBe(true))
    const storms = boardRuns().filter((sim) => sim.name.toLowerCase().includes('storm'))
    expect(await settledCount(`${storms.length} simulations match the filters`)).toBeInTheDocument()
  })
})
