import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createRun } from '@/testing/new-run'
import { renderRoutes, setupTestBackend } from '@/testing/render-with-backend'
import { ModelMapPage } from './model-map-page'

const backend = setupTestBackend()
const renderMapPage = (path: string) =>
  renderRoutes({ '/models/:modelId/map': <ModelMapPage /> }, path)
const requested = (path: RegExp) => backend.sentTo(path).length > 0

// jsdom has no WebGL (the page shows it has no map) and no scrolling; both are the browser's job.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
  Element.prototype.scrollIntoView = vi.fn()
})

function layerItem(name: string) {
  const panel = screen.getByRole('group', { name: 'Layers' })
  const toggle = within(panel).getByRole('checkbox', { name })
  const item = toggle.closest('li')
  if (!item) throw new Error(`No layer entry for ${name}`)
  return item
}

describe('the model map page', () => {
  it('says when the browser cannot draw the map, and the list still selects by keyboard', async () => {
    const model = backend.modelNamed('Zuidplaspolder')
    const { user, search } = renderMapPage(`/models/${model.id}/map`)
    expect(await screen.findByRole('heading', { name: 'Map of Zuidplaspolder' })).toBeVisible()
    expect(screen.getByText('The map cannot be shown in this browser')).toBeVisible()

    const first = backend.backend.world.potentialBreaches.find((b) => b.hydromodel_id === model.id)
    if (!first?.code) throw new Error('The polder model has potential breaches with codes')
    await user.type(screen.getByLabelText('Search by name, code or id'), first.code)
    const entry = await screen.findByRole('button', { name: new RegExp(first.code) })
    await user.tab()
    expect(entry).toHaveFocus()
    await user.keyboard('{Enter}')

    await waitFor(() => expect(search().get('selected')).toBe(`breach:${first.id}`))
    const panel = screen.getByRole('region', { name: 'Selected potential breach' })
    expect(within(panel).getByText(String(first.connected_pnt_id))).toBeVisible()
    expect(within(panel).getByText(`${first.maximum_breach_depth} m`)).toBeVisible()
    expect(entry).toHaveAttribute('aria-pressed', 'true')
  })

  it('adds a breach here: links into the breach form of a simulation not yet started', async () => {
    const model = backend.modelNamed('Zuidplaspolder')
    const id = await createRun(backend.api, { name: 'Breach here', hydromodel: String(model.id) })
    const breach = backend.backend.world.potentialBreaches.find((b) => b.hydromodel_id === model.id)
    if (!breach) throw new Error('The polder model has potential breaches')
    const { user, router } = renderMapPage(`/models/${model.id}/map?selected=breach:${breach.id}`)

    const action = await screen.findByRole('region', { name: 'Add a breach here' })
    const link = await within(action).findByRole('link', { name: 'Breach here' })
    expect(link).toHaveAttribute('href', `/simulations/${id}/events?breach=${breach.id}`)
    expect(within(action).getByRole('link', { name: /Create a new simulation/ })).toHaveAttribute(
      'href',
      `/simulations/new?model=${model.id}&breach=${breach.id}`,
    )
    expect(backend.sentTo(/\/statuses\/$/)[0]?.searchParams.get('name')).toBe('created')
    await user.click(link)
    expect(router.state.location.pathname).toBe(`/simulations/${id}/events`)
  })

  it('lists structures from the model and selects one', async () => {
    const model = backend.modelNamed('Zuidplaspolder')
    const { user, search } = renderMapPage(`/models/${model.id}/map`)
    const weirs = await screen.findByRole('region', { name: 'Weirs' })
    const [weir] = within(weirs).getAllByRole('button')
    if (!weir) throw new Error('The polder model has weirs')
    await user.click(weir)
    await waitFor(() => expect(search().get('selected')).toMatch(/^weir:\d+$/))
    const panel = screen.getByRole('region', { name: 'Selected weir' })
    expect(within(panel).getByText('Crest level')).toBeVisible()
    await user.click(within(panel).getByRole('button', { name: 'Clear selection' }))
    await waitFor(() => expect(search().get('selected')).toBeNull())
  })

  it('picks several measure locations by keyboard and keeps them in the URL', async () => {
    const model = backend.modelNamed('Zuidplaspolder')
    const { user, search } = renderMapPage(`/models/${model.id}/map`)
    await user.click(await screen.findByRole('radio', { name: 'Measure locations (multiple)' }))
    expect(search().get('pick')).toBe('connection-node')
    const list = screen.getByRole('region', { name: 'Pick measure locations' })
    const nodes = within(await within(list).findByRole('region', { name: 'Connection nodes' }))
    const [first, second] = nodes.getAllByRole('checkbox')
    if (!first || !second) throw new Error('The polder model has connection nodes')
    expect(within(list).queryByRole('region', { name: 'Potential breaches' })).toBeNull()

    await user.click(first)
    second.focus()
    await user.keyboard('{Enter}')
    const keys = [first, second].map((box) => box.getAttribute('data-item'))
    await waitFor(() => expect(search().get('selected')).toBe(keys.join(',')))
    const panel = screen.getByRole('region', { name: 'Selected measure locations' })
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2)
    const ids = keys.map((key) => key?.replace('node:', ''))
    expect(panel).toHaveTextContent(`As measure locations: v2_connection_node ${ids.join(', ')}`)

    await user.click(
      within(panel).getByRole('button', { name: `Remove connection node ${ids[0]}` }),
    )
    await waitFor(() => expect(search().get('selected')).toBe(keys[1]))
    expect(first).not.toBeChecked()
    await user.click(screen.getByRole('radio', { name: 'Structure' }))
    expect(search().get('selected')).toBeNull()
  })

  it('keeps layer toggles in the URL and loads the grid only when switched on', async () => {
    const model = backend.modelNamed('Zuidplaspolder')
    const { user, search } = renderMapPage(`/models/${model.id}/map`)
    const cells = await screen.findByRole('checkbox', { name: '2D cells' })
    expect(cells).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Levees' })).toBeChecked()
    await waitFor(() => expect(requested(/\/geojson\/levees/)).toBe(true))
    expect(requested(/\/gridadmin\//)).toBe(false)

    await user.click(cells)
    await user.click(screen.getByRole('checkbox', { name: 'Channels' }))
    expect(search().get('layers')).toBe(
      'cells,levees,pipes,culverts,weirs,orifices,manholes,pumps,breaches',
    )
    // The cells come from the grid administration; the cells geojson is only the fallback.
    await waitFor(() => expect(requested(/\/gridadmin\/download\//)).toBe(true))
    expect(requested(/\/geojson\/cells/)).toBe(false)
  })

  it('marks a category without features as empty, without an error', async () => {
    const sewer = backend.modelNamed('Gouda binnenstad riolering')
    renderMapPage(`/models/${sewer.id}/map`)
    await waitFor(() =>
      expect(within(layerItem('Potential breaches')).getByText(/^Empty/)).toBeVisible(),
    )
    expect(within(layerItem('Levees')).getByText(/^Empty/)).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows a failing layer with a retry while the others load', async () => {
    const model = backend.modelNamed('Zuidplaspolder')
    backend.answerDown('get', '/hydromodels/:id/geojson/weirs/', {
      detail: 'Storage unavailable',
      once: false,
    })
    const { user } = renderMapPage(`/models/${model.id}/map`)
    const weirs = () => layerItem('Weirs')
    const alert = await within(await waitFor(weirs)).findByRole('alert')
    expect(alert).toHaveTextContent(/Could not load/)
    expect(within(layerItem('Levees')).queryByRole('alert')).toBeNull()

    backend.server.resetHandlers()
    await user.click(within(weirs()).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(within(weirs()).queryByRole('alert')).toBeNull())
  })
})
