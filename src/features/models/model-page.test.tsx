import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TEST_API_BASE } from '@/mocks/node'
import { renderRoutes, setupTestBackend } from '@/testing/render-with-backend'
import { ModelPage } from './model-page'

const backend = setupTestBackend()
const renderModelPage = (path: string) => renderRoutes({ '/models/:modelId': <ModelPage /> }, path)
const STORAGE = 'http://storage.test/mock-storage/*'

function section(name: string | RegExp) {
  return screen.getByRole('region', { name })
}

function geojsonRow(category: string) {
  const table = within(section('GeoJSON per category')).getByRole('table')
  return within(table).getByRole('row', { name: new RegExp(`^${category}\\b`) })
}

/** jsdom cannot save files: record what the app asked the browser to save instead. */
function captureSavedFiles() {
  const saved: string[] = []
  URL.createObjectURL = vi.fn(() => 'blob:polder-test')
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download)
  })
  return saved
}

describe('the model page', () => {
  let saved: string[] = []
  beforeEach(() => {
    saved = captureSavedFiles()
  })
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL')
    Reflect.deleteProperty(URL, 'revokeObjectURL')
  })

  it('summarises the model and shows every artefact section', async () => {
    const model = backend.modelNamed('Zuidplaspolder')
    renderModelPage(`/models/${model.id}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Zuidplaspolder' })).toBeVisible()
    expect(screen.getByText('RD New (EPSG:28992)')).toBeInTheDocument()
    // The extents in the model's own system too, where Zuidplaspolder lies in RD New metres.
    const extents = screen.getAllByText(/; RD New \(EPSG:28992\): x \d+ to \d+ m, y \d+ to \d+ m$/)
    expect(extents.length).toBeGreaterThan(0)
    for (const extent of extents) {
      const [x, y] = [/x (\d+)/, /y (\d+)/].map((pattern) =>
        Number(pattern.exec(extent.textContent ?? '')?.[1]),
      )
      expect([x, y]).toEqual([expect.closeTo(100_000, -5), expect.closeTo(440_000, -5)])
    }
    expect(screen.getByRole('link', { name: 'Open on the map' })).toHaveAttribute(
      'href',
      `/models/${model.id}/map`,
    )
    expect(
      screen.getByRole('link', { name: 'Worst case over this model’s finished runs' }),
    ).toHaveAttribute('href', `/models/${model.id}/worst-case`)
    expect(screen.getByRole('link', { name: 'New simulation' })).toHaveAttribute(
      'href',
      `/simulations/new?model=${model.id}`,
    )
    await waitFor(() =>
      expect(within(geojsonRow('breaches')).getByText(/\d+(\.\d+)? (B|kB|MB)/)).toBeVisible(),
    )
    const rasters = section('Rasters')
    expect(await within(rasters).findByText('dem_raw_file')).toBeInTheDocument()
    expect(
      within(rasters).getAllByText(/^lon \d+\.\d{5}° to \d+\.\d{5}°, lat/).length,
    ).toBeGreaterThan(0)
    const breaches = section(/Potential breaches/)
    expect(await within(breaches).findAllByText(/\d+(\.\d+)? m$/)).not.toHaveLength(0)
    expect(await within(section('Model boundaries')).findAllByText(/^(1D|2D)$/)).not.toHaveLength(0)
    const states = section('Saved states')
    expect(
      await within(states).findAllByText(/^Expires in (\d+ days?|less than a day)$/),
    ).not.toHaveLength(0)
    expect(within(states).getByText('(s1 0.002, u1 0.01)')).toBeVisible()
    const start = within(states).getByRole('link', {
      name: 'Start a simulation from this state: Stable winter level',
    })
    const state = backend.backend.world.savedStates.find(
      (candidate) => candidate.name === 'Stable winter level',
    )
    expect(start).toHaveAttribute(
      'href',
      `/simulations/new?model=${model.id}&saved_state=${state?.id}`,
    )
  })

  it('orders saved states through the URL', async () => {
    const model = backend.modelNamed('Zuidplaspolder')
    const { user, search } = renderModelPage(`/models/${model.id}`)
    const states = await screen.findByRole('region', { name: 'Saved states' })
    await within(states).findByRole('table')
    await user.selectOptions(within(states).getByLabelText('Order saved states by'), 'Name A–Z')
    await waitFor(() => expect(search().get('states_ordering')).toBe('name'))
    await waitFor(() => {
      const names = within(states)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent ?? '')
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    })
    const sent = backend.sentTo(/saved_states/).at(-1)
    expect(sent?.searchParams.get('ordering')).toBe('name')
  })

  it('downloads the grid administration file', async () => {
    const model = backend.modelNamed('Zuidplaspolder')
    const { user } = renderModelPage(`/models/${model.id}`)
    const grid = await screen.findByRole('region', { name: 'Grid administration' })
    await user.click(within(grid).getByRole('button', { name: 'Download gridadmin.h5' }))
    expect(await within(grid).findByText(/^Saved gridadmin\.h5 \(.+ kB\)$/)).toBeVisible()
    expect(saved).toEqual(['gridadmin.h5'])
  })

  it('asks for a fresh link once when the first one has expired', async () => {
    backend.server.use(
      http.get(STORAGE, () => HttpResponse.text('expired', { status: 403 }), { once: true }),
    )
    const model = backend.modelNamed('Zuidplaspolder')
    const { user } = renderModelPage(`/models/${model.id}`)
    const grid = await screen.findByRole('region', { name: 'Grid administration' })
    await user.click(within(grid).getByRole('button', { name: 'Download gridadmin.h5' }))
    expect(await within(grid).findByText(/^Saved gridadmin\.h5/)).toBeVisible()
    const links = backend.sentTo(/\/gridadmin\/download\/$/)
    expect(links).toHaveLength(2)
  })

  it('downloads a geojson category and replaces its cached link once it has expired', async () => {
    backend.server.use(
      http.get(STORAGE, () => HttpResponse.text('expired', { status: 403 }), { once: true }),
    )
    const model = backend.modelNamed('Zuidplaspolder')
    const { user } = renderModelPage(`/models/${model.id}`)
    await screen.findByRole('heading', { level: 1, name: model.name })
    const levees = await waitFor(() =>
      within(geojsonRow('levees')).getByRole('button', { name: 'Download levees GeoJSON' }),
    )
    await user.click(levees)
    expect(await within(geojsonRow('levees')).findByRole('status')).toHaveTextContent(
      `Saved model-${model.id}-levees.geojson`,
    )
    const links = backend.sentTo(/\/geojson\/levees\/$/)
    expect(links).toHaveLength(2)
    expect(saved).toEqual([`model-${model.id}-levees.geojson`])
  })

  it('shows an error with a retry when the model cannot be loaded', async () => {
    backend.server.use(
      http.get('*/v3/hydromodels/:id/', () => HttpResponse.json({}, { status: 502 }), {
        once: true,
      }),
    )
    const model = backend.modelNamed('Zuidplaspolder')
    const { user } = renderModelPage(`/models/${model.id}`)
    expect(await screen.findByText('The model could not be loaded')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: model.name })).toBeVisible()
  })

  it('keeps a failed download on its own artefact', async () => {
    backend.server.use(http.get(STORAGE, () => HttpResponse.text('gone', { status: 500 })))
    const model = backend.modelNamed('Zuidplaspolder')
    const { user } = renderModelPage(`/models/${model.id}`)
    const grid = await screen.findByRole('region', { name: 'Grid administration' })
    await user.click(within(grid).getByRole('button', { name: 'Download gridadmin.h5' }))
    expect(await within(grid).findByRole('alert')).toHaveTextContent('storage answered 500')
    expect(within(grid).getByRole('button', { name: 'Retry download gridadmin.h5' })).toBeEnabled()
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(
      within(geojsonRow('levees')).getByRole('button', { name: 'Download levees GeoJSON' }),
    ).toBeEnabled()
    expect(screen.getByRole('heading', { level: 1, name: 'Zuidplaspolder' })).toBeVisible()
    expect(saved).toEqual([])
  })

  it('shows a sewer model’s missing breaches as empty, not as an error', async () => {
    const model = backend.modelNamed('Gouda binnenstad riolering')
    renderModelPage(`/models/${model.id}`)
    await screen.findByRole('heading', { level: 1, name: model.name })
    await waitFor(() =>
      expect(within(geojsonRow('breaches')).getByText(/No features/)).toBeInTheDocument(),
    )
    expect(within(geojsonRow('breaches')).getByText(/Geojson file not found/)).toBeInTheDocument()
    expect(within(geojsonRow('breaches')).queryByRole('button')).toBeNull()
    await waitFor(() => expect(within(geojsonRow('pipes')).getByRole('button')).toBeEnabled())
    expect(
      await within(section(/Potential breaches/)).findByText(
        'This model has no potential breaches',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('keeps a failed section to itself, with a retry', async () => {
    backend.answerDown('get', '/hydromodels/:id/rasters/', { detail: 'Raster service down' })
    const model = backend.modelNamed('Zuidplaspolder')
    const { user } = renderModelPage(`/models/${model.id}`)
    const rasters = await screen.findByRole('region', { name: 'Rasters' })
    expect(await within(rasters).findByText('The rasters could not be loaded')).toBeVisible()
    expect(await within(section('Model boundaries')).findByRole('table')).toBeVisible()
    await user.click(within(rasters).getByRole('button', { name: 'Try again' }))
    expect(await within(rasters).findByRole('table')).toBeVisible()
  })

  it('explains why a disabled model has no grid administration', async () => {
    const model = backend.modelNamed('Krimpenerwaard')
    renderModelPage(`/models/${model.id}`)
    expect(await screen.findByText('Cannot be started: it is disabled.')).toBeVisible()
    expect(within(section('Grid administration')).queryByRole('button')).toBeNull()
    expect(screen.queryByRole('link', { name: 'New simulation' })).toBeNull()
  })

  it.each(['999999', 'not-a-number'])('shows a not-found view for model id %s', async (id) => {
    renderModelPage(`/models/${id}`)
    expect(await screen.findByRole('heading', { name: 'Model not found' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to the models' })).toHaveAttribute(
      'href',
      '/models',
    )
  })

  it('shows another organisation’s model as not found', async () => {
    const theirs = backend.backend.world.models.find((model) => model.name === 'Walcheren coast')
    renderModelPage(`/models/${theirs?.id}`)
    expect(await screen.findByRole('heading', { name: 'Model not found' })).toBeVisible()
  })
})

describe('a model artefact list with one record the app cannot read', () => {
  it('shows the other rasters and one line naming the record and its field', async () => {
    const model = backend.modelNamed('Zuidplaspolder')
    const path = `/hydromodels/${model.id}/rasters/`
    const answer = (await backend.api(path)).body as { results: Record<string, unknown>[] }
    const [good] = answer.results
    const bad = { ...good, id: 999, type: 42 }
    backend.server.use(
      http.get(`${TEST_API_BASE}${path}`, () =>
        HttpResponse.json({ count: 2, next: null, previous: null, results: [good, bad] }),
      ),
    )
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderModelPage(`/models/${model.id}`)
    const rasters = await screen.findByRole('region', { name: 'Rasters' })
    const line = await within(rasters).findByText(
      /Record 2 \(id 999\) could not be read: field `type`/,
    )
    expect(line).toBeVisible()
    expect(within(rasters).getByRole('rowheader', { name: String(good?.name) })).toBeVisible()
  })
})
