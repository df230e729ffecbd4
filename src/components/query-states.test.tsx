import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError } from '@/api/errors'
import { allOf, failedTitle, QueryStates, type QueryState } from './query-states'

function state<T>(overrides: Partial<QueryState<T>>): QueryState<T> {
  return { data: undefined, error: null, isPending: false, refetch: vi.fn(), ...overrides }
}

const words = { loading: 'Loading the rasters…', errorTitle: 'Could not load the rasters' }

function renderStates(query: QueryState<string[]>) {
  render(
    <QueryStates
      query={query}
      {...words}
      errorAction={<a href="/models">Back to the models</a>}
      isEmpty={(items) => items.length === 0}
      empty={<p>No rasters</p>}
    >
      {(items) => <p>{items.join(', ')}</p>}
    </QueryStates>,
  )
}

describe('QueryStates', () => {
  it('lists the refused fields of an unexpected answer', () => {
    const { issues } = z.object({ id: z.number() }).safeParse({}).error!
    const url = 'http://api.test/v3/hydromodels/1/rasters/'
    const error = new ApiError({ kind: 'unexpected-answer', method: 'GET', url, body: {}, issues })
    renderStates(state({ error }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'field `id`: expected number, got nothing (the field is missing)',
    )
  })

  it('says what it waits for while the query is pending', () => {
    renderStates(state({ isPending: true }))
    expect(screen.getByRole('status')).toHaveTextContent('Loading the rasters…')
  })

  it('shows the error with Try again and the second way out', async () => {
    const query = state<string[]>({ error: new Error('The server said no.') })
    renderStates(query)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Could not load the rasters')
    expect(alert).toHaveTextContent('The server said no.')
    expect(screen.getByRole('link', { name: 'Back to the models' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(query.refetch).toHaveBeenCalledOnce()
  })

  it('shows the empty state, and the data when there is some', () => {
    renderStates(state({ data: [] }))
    expect(screen.getByText('No rasters')).toBeInTheDocument()
  })

  it('keeps the data on screen when a refresh fails', () => {
    renderStates(state({ data: ['dem.tif'], error: new Error('Refresh failed') }))
    expect(screen.getByText('dem.tif')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('allOf', () => {
  it('has data only when every query has', () => {
    expect(allOf(state({ data: 1 }), state<string>({ isPending: true }))).toMatchObject({
      data: undefined,
      isPending: true,
    })
    expect(allOf(state({ data: 1 }), state({ data: 'a' })).data).toEqual([1, 'a'])
  })

  it('fails with the first failure and tries the failed ones again', async () => {
    const failed = state<number>({ error: new Error('No breaches') })
    const waiting = state<number>({ isPending: true })
    const joined = allOf(waiting, failed)
    expect(joined).toMatchObject({ isPending: false, error: failed.error })
    await joined.refetch()
    expect(failed.refetch).toHaveBeenCalledOnce()
    expect(waiting.refetch).not.toHaveBeenCalled()
  })
})

describe('failedTitle', () => {
  it('names the first query that failed without data', () => {
    const refreshFailed = state({ data: 1, error: new Error('Stale') })
    const titled = [
      [state({ isPending: true }), 'The model could not be loaded'],
      [refreshFailed, 'The rasters could not be loaded'],
      [state({ error: new Error('Down') }), 'The breaches could not be loaded'],
    ] as const
    expect(failedTitle(titled)).toBe('The breaches could not be loaded')
  })
})
