import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
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
