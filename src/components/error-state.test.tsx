import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError } from '@/api/errors'
import { EmptyState } from './empty-state'
import { ErrorState } from './error-state'
import { LoadingState } from './loading-state'

describe('async states', () => {
  it('offers a retry on error', async () => {
    const onRetry = vi.fn()
    render(<ErrorState message="Could not reach the server." onRetry={onRetry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Could not reach the server.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('shows a secondary way out next to the retry', () => {
    render(
      <ErrorState message="Not found" secondaryAction={<a href="/models">Back to models</a>} />,
    )
    expect(screen.getByRole('link', { name: 'Back to models' })).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('names the refused fields of an unexpected answer in a disclosure', async () => {
    const body = { id: 4, status: { name: 7 } }
    const schema = z.object({
      id: z.number(),
      status: z.object({ name: z.string() }),
      url: z.url(),
    })
    const { issues } = schema.safeParse(body).error!
    const url = 'http://api.test/v3/statuses/'
    const error = new ApiError({ kind: 'unexpected-answer', method: 'GET', url, body, issues })
    render(<ErrorState message={error.message} error={error} />)
    const disclosure = screen.getByText('Which fields the app could not read').closest('details')!
    expect(disclosure).not.toHaveAttribute('open')
    await userEvent.click(screen.getByText('Which fields the app could not read'))
    expect(disclosure).toHaveAttribute('open')
    const lines = [...disclosure.querySelectorAll('li')].map((item) => item.textContent)
    expect(lines).toEqual([
      'field `status.name`: expected string, got 7',
      'field `url`: expected string, got nothing (the field is missing)',
    ])
  })

  it('shows no disclosure for other errors', () => {
    const error = new ApiError({ kind: 'network', method: 'GET', url: 'http://api.test/v3/x/' })
    render(<ErrorState message={error.message} error={error} />)
    expect(screen.queryByRole('group')).not.toBeInTheDocument()
    expect(document.querySelector('details')).toBeNull()
  })

  it('announces loading', () => {
    render(<LoadingState label="Loading models…" />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading models…')
  })

  it('shows an empty state with its action', () => {
    render(<EmptyState title="No simulations yet" action={<button>New simulation</button>} />)
    expect(screen.getByText('No simulations yet')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'New simulation' })).toBeInTheDocument()
  })
})
