import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createGridNumbering } from '@/mocks/seed/models/grid-numbering'
import { createRun } from '@/testing/new-run'
import { setupTestBackend } from '@/testing/render-with-backend'
import { renderSection } from '@/testing/workspace-section'
import { StructureControlsPanel } from './structure-controls-panel'

const backend = setupTestBackend({ freshWorldEachTest: true })
// jsdom does not lay out: the pick list brings the chosen entry into view with this.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn()
})

const createdRun = () => createRun(backend.api, { name: 'Weir control', duration: 6 * 3600 })

function zuidplaspolder() {
  const model = backend.backend.world.models.find((each) => each.id === 1)
  if (!model) throw new Error('Zuidplaspolder is seeded')
  return createGridNumbering(model.fixture).layout
}

const renderPanel = (id: number) => renderSection(id, 'events', <StructureControlsPanel />)

const findPanel = () =>
  screen.findByRole('region', { name: 'Structure controls' }, { timeout: 15_000 })

describe('the structure controls panel', () => {
  it('follows a control to invalid and shows the broken rules beside it', async () => {
    const id = await createdRun()
    const { weirs, nodes } = zuidplaspolder()
    await backend.api(`/simulations/${id}/events/structure-control/table/`, {
      body: {
        structure_id: weirs[0]?.id,
        structure_type: 'v2_weir',
        type: 'set_crest_level',
        offset: 0,
        duration: 600,
        measure_specification: {
          variable: 'q',
          operator: '>',
          locations: [
            { content_type: 'v2_connection_node', content_pk: nodes[0]?.id, weight: '1' },
          ],
        },
        values: [[1, 2]],
      },
    })
    await renderPanel(id)
    const panel = await findPanel()
    const listed = await within(panel).findByRole('list', { name: 'Table structure controls' })
    expect(await within(listed).findByText('Invalid', {}, { timeout: 10_000 })).toBeVisible()
    const why = within(listed).getByRole('list', { name: /^Why .+ is invalid$/ })
    expect(within(why).getByText(/it measures s1 or vol1, not q/)).toBeVisible()
    expect(within(listed).getByRole('button', { name: /^Remove / })).toBeVisible()
  })

  it('adds a timed control on a pump station picked from the list', async () => {
    const id = await createdRun()
    const { pumps } = zuidplaspolder()
    const { user } = await renderPanel(id)
    const panel = await findPanel()
    const form = await within(panel).findByRole('form', { name: 'Add a timed structure control' })
    // The table form's picker: the map (here without WebGL, so its note) and the list, both open.
    expect(within(form).getByText('The map cannot be shown in this browser')).toBeVisible()
    const list = within(form).getByRole('region', { name: 'Pick the structure to control' })
    const weirGroup = await within(list).findByRole(
      'region',
      { name: 'Weirs of the timed control' },
      { timeout: 15_000 },
    )
    await user.click(within(weirGroup).getAllByRole('button')[0] as HTMLElement)
    const action = within(form).getByRole('combobox', { name: /^Action/ })
    const offered = () =>
      within(action)
        .getAllByRole('option')
        .map((option) => option.textContent)
    // Only the weir's actions exist as options: no pump capacity to type or choose.
    expect(offered()).toEqual([
      'Choose…',
      'Set crest level (m)',
      'Set discharge coefficients (left, right)',
    ])
    const pumpGroup = within(list).getByRole('region', { name: 'Pumps of the timed control' })
    await user.click(within(pumpGroup).getAllByRole('button')[0] as HTMLElement)
    expect(within(form).getByText(/^Chosen: Pump station /)).toBeVisible()
    expect(offered()).toEqual(['Choose…', 'Set pump capacity (m³/s)'])
    expect(action).toHaveValue('set_pump_capacity')
    await user.type(within(form).getByRole('textbox', { name: /^Value/ }), '0,4')
    await user.click(within(form).getByRole('button', { name: 'Add timed control' }))
    const listed = await within(panel).findByRole('list', { name: 'Timed structure controls' })
    expect(await within(listed).findByText('Valid', {}, { timeout: 10_000 })).toBeVisible()
    expect(within(listed).getByText(/Set pump capacity \(m³\/s\): 0.4/)).toBeVisible()
    expect(pumps.length).toBeGreaterThan(0)
  })

  it('adds a table control measured at a channel, which becomes valid', async () => {
    const id = await createdRun()
    const { user } = await renderPanel(id)
    const panel = await findPanel()
    const form = await within(panel).findByRole('form', { name: 'Add a table structure control' })
    const structures = within(form).getByRole('region', { name: 'Pick the structure' })
    const weirGroup = await within(structures).findByRole(
      'region',
      { name: 'Weirs' },
      { timeout: 15_000 },
    )
    await user.click(within(weirGroup).getAllByRole('button')[0] as HTMLElement)
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Action/ }), [
      'set_crest_level',
    ])

    await user.click(within(form).getByRole('radio', { name: /^Measure locations: lines/ }))
    const lines = within(form).getByRole('region', { name: 'Pick measure locations' })
    expect(within(lines).queryByRole('region', { name: 'Pumps' })).toBeNull()
    const channelGroup = within(lines).getByRole('region', { name: 'Channels' })
    await user.click(within(channelGroup).getAllByRole('checkbox')[0] as HTMLElement)
    const locations = within(form).getByRole('list', { name: 'Measure locations' })
    expect(within(locations).getByText(/^Channel \d+$/)).toBeVisible()
    expect(within(locations).getByLabelText(/^Weight of Channel /)).toHaveValue('1.00')

    const variable = within(form).getByRole('combobox', { name: /^Measured variable/ })
    const offered = within(variable)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'))
    expect(offered).toEqual(['', 'q', 'u1'])
    await user.selectOptions(variable, ['q'])
    await user.type(within(form).getByLabelText('Threshold of row 1'), '0.5')
    await user.type(within(form).getByLabelText('Action value of row 1'), '-1.2')
    await user.click(within(form).getByRole('button', { name: 'Add table control' }))
    const listed = await within(panel).findByRole('list', { name: 'Table structure controls' })
    expect(await within(listed).findByText('Valid', {}, { timeout: 10_000 })).toBeVisible()
  })

  it('refuses to mix connection nodes and lines as measure locations, and says why', async () => {
    const id = await createdRun()
    const { user } = await renderPanel(id)
    const panel = await findPanel()
    const form = await within(panel).findByRole('form', { name: 'Add a table structure control' })
    expect(
      within(form).getByText(/All measure locations of one control are of one kind/),
    ).toBeVisible()

    await user.click(
      within(form).getByRole('radio', { name: 'Measure locations: connection nodes' }),
    )
    const nodes = within(form).getByRole('region', { name: 'Pick measure locations' })
    const nodeGroup = await within(nodes).findByRole(
      'region',
      { name: 'Connection nodes' },
      { timeout: 15_000 },
    )
    await user.click(within(nodeGroup).getAllByRole('checkbox')[0] as HTMLElement)
    const variable = within(form).getByRole('combobox', { name: /^Measured variable/ })
    await user.selectOptions(variable, ['s1'])

    await user.click(within(form).getByRole('radio', { name: /^Measure locations: lines/ }))
    const lines = within(form).getByRole('region', { name: 'Pick measure locations' })
    const channelGroup = within(lines).getByRole('region', { name: 'Channels' })
    await user.click(within(channelGroup).getAllByRole('checkbox')[0] as HTMLElement)

    expect(within(form).getByRole('alert')).toHaveTextContent(
      /already measures at connection nodes; remove them first to measure at lines/,
    )
    const locations = within(form).getByRole('list', { name: 'Measure locations' })
    expect(within(locations).getAllByRole('listitem')).toHaveLength(1)
    expect(within(locations).getByText(/^Connection node \d+$/)).toBeVisible()
    expect(variable).toHaveValue('s1')

    await user.click(within(locations).getByRole('button', { name: /^Remove Connection node/ }))
    await user.click(within(channelGroup).getAllByRole('checkbox')[0] as HTMLElement)
    expect(within(form).queryByRole('alert')).toBeNull()
    const measured = within(form).getByRole('list', { name: 'Measure locations' })
    expect(within(measured).getByText(/^Channel \d+$/)).toBeVisible()
    expect(variable).toHaveValue('')
  })
})
