import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes, setupTestBackend } from '@/testing/render-with-backend'
import { StatusesPage } from './statuses-page'

const backend = setupTestBackend({ freshWorldEachTest: true })
const renderStatusesPage = (path: string) => renderRoutes({ '/statuses': <StatusesPage /> }, path)
const statusRequests = () => backend.sentTo(/\/v3\/statuses\/?$/)
const settledCount = (text: RegExp) => screen.findByText(text, undefined, { timeout: 5000 })

function column(name: string): string[] {
  const table = screen.getByRole('table', { name: 'Status records' })
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent)
  const index = headers.findIndex((header) => header?.startsWith(name))
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '')
}

/** Initializes a created run of the modeller as a user would; it settles paused. */
async function pauseARun() {
  const { world } = backend.backend
  const latest = new Map(world.simulationStatuses.map((entry) => [entry.simulation_id, entry]))
  const run = world.simulations.find(
    (sim) => sim.user === 'modeller' && latest.get(sim.id)?.name === 'created',
  )
  if (!run) throw new Error('The seed has no created run of the modeller')
  await backend.api(`/simulations/${run.id}/actions/`, {
    method: 'POST',
    body: { name: 'initialize' },
  })
  backend.tick(60)
}

describe('the statuses page', () => {
  it('keeps only crashed runs for exit_code__gt=0, with a chip and links to each simulation', async () => {
    renderStatusesPage('/statuses?exit_code__gt=0&limit=50')
    await settledCount(/^\d+ status records match the filters$/)
    expect(statusRequests().at(-1)?.searchParams.get('exit_code__gt')).toBe('0')
    expect(new Set(column('Status'))).toEqual(new Set(['crashed']))
    expect(new Set(column('Exit code'))).toEqual(new Set(['1', '2', '3', '137']))
    expect(screen.getByText('Exit code >: 0')).toBeInTheDocument()
    const link = screen.getAllByRole('link')[0]
    expect(link?.getAttribute('href')).toMatch(/^\/simulations\/\d+$/)
  })

  it('names each record’s model, linking to it', async () => {
    renderStatusesPage('/statuses?simulation__user__username=modeller')
    await settledCount(/^\d+ status records? match(es)? the filters$/)
    const names = new Map(backend.backend.world.models.map((model) => [model.id, model.name]))
    const table = screen.getByRole('table', { name: 'Status records' })
    const firstModelLink = within(table).getAllByRole('link')[1]
    const id = Number(firstModelLink?.getAttribute('href')?.replace('/models/', ''))
    await waitFor(() => expect(firstModelLink).toHaveTextContent(names.get(id) ?? 'no such model'))
    await waitFor(() =>
      expect(column('Model').every((name) => !name.startsWith('Model #'))).toBe(true),
    )
  })

  it('includes the value itself with gte', async () => {
    renderStatusesPage('/statuses?exit_code__gte=137')
    await settledCount(/^\d+ status records? match(es)? the filters$/)
    expect(column('Exit code').every((code) => Number(code) >= 137)).toBe(true)
    expect(column('Exit code')).toContain('137')
  })

  it('excludes the value itself with gt', async () => {
    renderStatusesPage('/statuses?exit_code__gt=137')
    expect(await settledCount(/^No status records match these filters$/)).toBeInTheDocument()
  })

  it('finds runs without an exit code and filters by user and organisation', async () => {
    renderStatusesPage(
      '/statuses?exit_code__isnull=true&simulation__user__username=modeller&simulation__organisation__name__istartswith=polder',
    )
    await settledCount(/^\d+ status records? match(es)? the filters$/)
    const sent = statusRequests().at(-1)?.searchParams
    expect(sent?.get('exit_code__isnull')).toBe('true')
    expect(sent?.get('simulation__user__username')).toBe('modeller')
    expect(sent?.get('simulation__organisation__name__istartswith')).toBe('polder')
    expect(column('Exit code').every((code) => code === '—')).toBe(true)
    expect(column('User').every((user) => user === 'modeller')).toBe(true)
    expect(screen.getByLabelText('Exit code present')).toHaveValue('none')
  })

  it('puts a chosen status name in the URL and the request', async () => {
    const { user, search } = renderStatusesPage('/statuses')
    await settledCount(/^\d+ status records$/)
    await user.selectOptions(screen.getByLabelText('Status'), 'finished')
    await waitFor(() => expect(search().get('name')).toBe('finished'))
    await settledCount(/^\d+ status records match the filters$/)
    expect(new Set(column('Status'))).toEqual(new Set(['finished']))
    expect(statusRequests().at(-1)?.searchParams.get('name')).toBe('finished')
  })

  it('drops an unknown status name from the URL instead of sending it', async () => {
    const { router, search } = renderStatusesPage('/statuses?name=exploded&limit=50')
    await settledCount(/^\d+ status records$/)
    expect(statusRequests().at(-1)?.searchParams.has('name')).toBe(false)
    await waitFor(() => expect(search().has('name')).toBe(false))
    expect(search().get('limit')).toBe('50')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('says on the field when a typed value is not valid, and keeps the last valid one', async () => {
    const { user, search } = renderStatusesPage('/statuses?exit_code__gt=0')
    await settledCount(/^\d+ status records match the filters$/)
    const field = screen.getByLabelText('Exit code greater than')
    await user.tripleClick(field)
    await user.keyboard('abc')
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    expect(field).toHaveAccessibleDescription('Enter a number, e.g. 0 or 2.')
    expect(search().get('exit_code__gt')).toBe('0')
    await user.clear(field)
    await user.type(field, '1')
    await waitFor(() => expect(search().get('exit_code__gt')).toBe('1'))
    expect(field).not.toHaveAttribute('aria-invalid')
  })

  it('uses the words of the table in the status filter: a pause is shown and filtered as paused', async () => {
    await pauseARun()
    const { user, search } = renderStatusesPage('/statuses?limit=100')
    await settledCount(/^\d+ status records$/)
    const options = within(screen.getByLabelText('Status'))
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(options).toContain('paused')
    expect(options).toContain('running')
    expect(options).not.toContain('initialized')
    await user.selectOptions(screen.getByLabelText('Status'), 'paused')
    await waitFor(() => expect(search().get('paused')).toBe('true'))
    expect(search().get('name')).toBe('initialized')
    await settledCount(/^\d+ status records? match(es)? the filters$/)
    expect(new Set(column('Status'))).toEqual(new Set(['paused']))
    expect(screen.getByRole('list', { name: 'Active filters' })).toHaveTextContent('Status: paused')
  })
})
