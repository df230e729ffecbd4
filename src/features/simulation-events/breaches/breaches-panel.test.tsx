import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { listEnvelope } from '@/api/common'
import { potentialBreach } from '@/api/models/schema'
import { breachEvent } from '@/api/simulations/breach-schema'
import { TEST_API_BASE } from '@/mocks/node'
import { createRun } from '@/testing/new-run'
import { setupTestBackend } from '@/testing/render-with-backend'
import { renderSection } from '@/testing/workspace-section'
import { BreachesPanel } from './breaches-panel'

const backend = setupTestBackend({ freshWorldEachTest: true })
// jsdom does not lay out: the pick list brings the chosen entry into view with this.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn()
})
const ZUIDPLASPOLDER = 1
const GOUDA_SEWER = 3

const createdRun = (model = ZUIDPLASPOLDER) =>
  createRun(backend.api, { name: 'Breach study', hydromodel: String(model), duration: 6 * 3600 })

async function potentialBreachesOf(model: number) {
  const page = await backend.getParsed(
    `/hydromodels/${model}/potentialbreaches/?limit=250`,
    listEnvelope(potentialBreach),
  )
  return page.results
}

const breachesOf = (id: number) => `/simulations/${id}/events/breaches/`

async function configuredBreaches(id: number) {
  return (await backend.getParsed(breachesOf(id), listEnvelope(breachEvent))).results
}

/** The panel as the workspace hands it the simulation and its status. */
const renderEvents = (id: number, search = '') =>
  renderSection(id, 'events', <BreachesPanel />, search)

/** The workspace loads the simulation before its section renders. */
const findPanel = () => screen.findByRole('region', { name: 'Breaches' }, { timeout: 15_000 })
const form = () => screen.getByRole('form', { name: 'Add a breach' })

describe('the breaches panel', () => {
  it('adds a breach chosen from the list, lists it with its values, and removes it', async () => {
    const id = await createdRun()
    const [first] = await potentialBreachesOf(ZUIDPLASPOLDER)
    if (!first) throw new Error('Zuidplaspolder has potential breaches')
    const { user, search } = await renderEvents(id)

    expect(await within(await findPanel()).findByText('No breaches yet.')).toBeInTheDocument()
    const list = within(form()).getByRole('region', { name: 'Pick a potential breach' })
    await user.type(within(list).getByLabelText('Search by name, code or id'), `breach:${first.id}`)
    await user.click(within(list).getAllByRole('button')[0] as HTMLElement)
    expect(search().get('breach')).toBe(String(first.id))
    expect(within(form()).getByText(/^Chosen: /)).toHaveTextContent(
      `maximum depth ${first.maximum_breach_depth} m`,
    )

    const offset = within(form()).getByRole('group', { name: /Starts after/ })
    await user.type(within(offset).getByLabelText('Hours (h)'), '2')
    await user.type(within(offset).getByLabelText('Minutes (min)'), '30')
    await user.type(within(form()).getByLabelText(/Initial width \(m\)/), '12,5')
    await user.click(within(form()).getByRole('button', { name: 'Add breach' }))

    const listed = await within(await findPanel()).findByRole('list', {
      name: 'Configured breaches',
    })
    expect(within(listed).getByText('2 h 30 min')).toBeInTheDocument()
    expect(within(listed).getByText('10 min')).toBeInTheDocument()
    expect(within(listed).getByText('12.5 m')).toBeInTheDocument()
    expect(within(listed).getByText(`${first.maximum_breach_depth} m`)).toBeInTheDocument()
    expect(await configuredBreaches(id)).toMatchObject([
      {
        potential_breach: first.id,
        offset: 9000,
        duration_till_max_depth: 600,
        initial_width: 12.5,
      },
    ])
    await waitFor(() => expect(search().get('breach')).toBeNull())

    await user.click(within(listed).getByRole('button', { name: /^Remove / }))
    await user.click(screen.getByRole('button', { name: 'Remove breach' }))
    expect(await within(await findPanel()).findByText('No breaches yet.')).toBeInTheDocument()
    expect(await configuredBreaches(id)).toEqual([])
  })

  it('names each rule at its field and sends nothing while one is broken', async () => {
    const id = await createdRun()
    const { user } = await renderEvents(id)
    await within(await findPanel()).findByText('No breaches yet.')

    const duration = within(form()).getByRole('group', { name: /Time until maximum depth/ })
    await user.clear(within(duration).getByLabelText('Minutes (min)'))
    await user.type(within(form()).getByLabelText(/Initial width/), 'wide')
    await user.clear(within(form()).getByLabelText(/positive direction/))
    await user.type(within(form()).getByLabelText(/positive direction/), '0')
    await user.type(within(form()).getByLabelText(/Maximum breach depth/), '-1')
    await user.click(within(form()).getByRole('button', { name: 'Add breach' }))

    expect(await within(form()).findByText('Choose a potential breach')).toBeInTheDocument()
    const list = within(form()).getByRole('region', { name: 'Pick a potential breach' })
    await user.click(within(list).getAllByRole('button')[0] as HTMLElement)
    await user.click(within(form()).getByRole('button', { name: 'Add breach' }))
    expect(await within(form()).findByText('At least 1 s')).toBeInTheDocument()
    expect(within(form()).getByText('Enter the initial width as a number')).toBeInTheDocument()
    expect(within(form()).getByText('The maximum breach depth must be above 0')).toBeInTheDocument()
    expect(
      within(form()).getByText('The discharge coefficient must be above 0'),
    ).toBeInTheDocument()
    expect(backend.sentTo(/\/events\/breaches\/?$/, 'POST')).toEqual([])
  })

  it('keeps what was typed across a reload, and lands on a potential breach named in the link', async () => {
    const id = await createdRun()
    const [, second] = await potentialBreachesOf(ZUIDPLASPOLDER)
    if (!second) throw new Error('Zuidplaspolder has potential breaches')
    const first = await renderEvents(id, `?breach=${second.id}`)
    await within(await findPanel()).findByText('No breaches yet.')
    expect(within(form()).getByText(/^Chosen: /)).toBeInTheDocument()
    await first.user.type(within(form()).getByLabelText(/Initial width/), '8')
    first.router.dispose()
    document.body.innerHTML = ''

    await renderEvents(id, `?breach=${second.id}`)
    await within(await findPanel()).findByText('No breaches yet.')
    expect(within(form()).getByLabelText(/Initial width/)).toHaveValue('8')
    expect(within(form()).getByText(/what you typed before/)).toBeInTheDocument()
  })

  it('changes a breach by adding it anew with the edited values and removing the old one', async () => {
    const id = await createdRun()
    const [first] = await potentialBreachesOf(ZUIDPLASPOLDER)
    if (!first) throw new Error('Zuidplaspolder has potential breaches')
    const old = breachEvent.parse(
      (
        await backend.api(breachesOf(id), {
          body: {
            potential_breach: first.id,
            offset: 3600,
            duration_till_max_depth: 120,
            initial_width: 5,
          },
        })
      ).body,
    )
    const { user } = await renderEvents(id)
    const listed = await within(await findPanel()).findByRole('list', {
      name: 'Configured breaches',
    })
    await user.click(within(listed).getByRole('button', { name: /^Change / }))

    const change = screen.getByRole('form', { name: 'Change the breach' })
    const offset = within(change).getByRole('group', { name: /Starts after/ })
    expect(within(offset).getByLabelText('Hours (h)')).toHaveValue('1')
    expect(within(change).getByText(/^Chosen: /)).toBeInTheDocument()
    const width = within(change).getByLabelText(/Initial width/)
    expect(width).toHaveValue('5')
    await user.clear(width)
    await user.type(width, '9')
    await user.click(within(change).getByRole('button', { name: 'Add the changed breach' }))

    await waitFor(async () =>
      expect(await configuredBreaches(id)).toMatchObject([
        {
          potential_breach: first.id,
          offset: 3600,
          duration_till_max_depth: 120,
          initial_width: 9,
        },
      ]),
    )
    expect((await configuredBreaches(id))[0]?.id).not.toBe(old.id)
    expect(await screen.findByRole('form', { name: 'Add a breach' })).toBeInTheDocument()
  })

  it('says when the link names a potential breach the model does not have', async () => {
    const id = await createdRun()
    await renderEvents(id, '?breach=999999')
    expect(await within(await findPanel()).findByRole('alert')).toHaveTextContent(
      'potential breach 999999, which is not one of Zuidplaspolder’s',
    )
  })

  it('says that a model without potential breaches takes no breach', async () => {
    const id = await createdRun(GOUDA_SEWER)
    await renderEvents(id)
    expect(
      await within(await findPanel()).findByText(
        /Gouda binnenstad riolering has no potential breaches/,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Add a breach' })).toBeNull()
  })

  it('shows the breaches read-only once the run has started', async () => {
    const id = await createdRun()
    const [first] = await potentialBreachesOf(ZUIDPLASPOLDER)
    await backend.api(breachesOf(id), {
      body: {
        potential_breach: first?.id,
        offset: 0,
        duration_till_max_depth: 60,
        initial_width: 5,
      },
    })
    await backend.api(`/simulations/${id}/actions/`, { body: { name: 'start' } })
    await renderEvents(id)
    const listed = await within(await findPanel()).findByRole('list', {
      name: 'Configured breaches',
    })
    expect(within(listed).queryAllByRole('button')).toEqual([])
    expect(screen.queryByRole('form', { name: 'Add a breach' })).toBeNull()
  })

  it('offers a retry when the breaches cannot be read', async () => {
    const id = await createdRun()
    let refuse = true
    backend.server.use(
      http.get(`${TEST_API_BASE}${breachesOf(id)}`, () =>
        refuse ? HttpResponse.json({ detail: 'Down for maintenance' }, { status: 503 }) : undefined,
      ),
    )
    const { user } = await renderEvents(id)
    const alert = await within(await findPanel()).findByRole('alert', {}, { timeout: 15_000 })
    expect(alert).toHaveTextContent('The breaches of this simulation could not be loaded')
    refuse = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(await findPanel()).findByText('No breaches yet.')).toBeInTheDocument()
  })
})
