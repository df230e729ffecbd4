import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { renderRoutes, setupTestBackend } from '@/testing/render-with-backend'
import { HomePage } from './home-page'

const backend = setupTestBackend()
const organisationRequests = () => backend.sentTo(/\/v3\/organisations\/$/)

describe('a home page whose server never answers', () => {
  it('says how long it has waited, and offers Cancel and Try again', async () => {
    backend.answerNever('get', '/organisations/')
    // The deadline is far away: the person's own Cancel is what ends this wait.
    const { user } = renderRoutes({ '/': <HomePage /> }, '/', { deadlines: { getMs: 60_000 } })
    const region = screen.getByRole('region', { name: 'Your organisations' })
    expect(within(region).getByRole('status')).toHaveTextContent('Loading your organisations…')
    expect(within(region).queryByRole('button', { name: 'Cancel' })).toBeNull()

    // The count is wall-clock seconds: on a loaded machine it may pass 3 between two looks.
    const waited = await within(region).findByText(/^Waiting \d+ s$/, {}, { timeout: 8_000 })
    expect(Number(waited.textContent?.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(3)
    await user.click(within(region).getByRole('button', { name: 'Cancel' }))
    expect(within(region).getByRole('status')).toHaveTextContent('Stopped waiting.')
    expect(organisationRequests()).toHaveLength(1)

    backend.server.resetHandlers()
    await user.click(within(region).getByRole('button', { name: 'Try again' }))
    expect(await within(region).findByText('Polder Water Board')).toBeVisible()
    expect(organisationRequests()).toHaveLength(2)
  }, 20_000)

  it('shows the deadline’s message with a way out once the request is given up', async () => {
    backend.answerNever('get', '/organisations/')
    const { user } = renderRoutes({ '/': <HomePage /> }, '/', { deadlines: { getMs: 300 } })
    const region = screen.getByRole('region', { name: 'Your organisations' })
    const alert = await within(region).findByRole('alert', {}, { timeout: 5_000 })
    expect(alert).toHaveTextContent('Could not load your organisations')
    expect(alert).toHaveTextContent('The server did not answer within 0.3 s.')

    backend.server.resetHandlers()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(region).findByText('Polder Water Board')).toBeVisible()
  })
})

describe('organisations with one the app cannot read', () => {
  it('lists the others and says which record and field could not be read', async () => {
    backend.server.use(
      http.get(/\/v3\/organisations\/$/, () =>
        HttpResponse.json({
          count: 2,
          next: null,
          previous: null,
          results: [{ unique_id: 'a1', name: 'Delfland' }, { unique_id: 7 }],
        }),
      ),
    )
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderRoutes({ '/': <HomePage /> }, '/')
    const region = screen.getByRole('region', { name: 'Your organisations' })
    expect(await within(region).findByText('Delfland')).toBeVisible()
    const unreadable = within(region).getByRole('list', { name: 'Records that could not be read' })
    expect(unreadable).toHaveTextContent(/^Record 2 could not be read: field `unique_id`: expected/)
  })
})
