import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Pagination } from './pagination'

describe('Pagination', () => {
  it('shows the range and moves by one page', async () => {
    const onChange = vi.fn()
    render(<Pagination count={57} limit={10} offset={10} onChange={onChange} />)
    expect(screen.getByText('Showing 11–20 of 57')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(onChange.mock.calls).toEqual([[20], [0]])
  })

  it('disables the moves that lead nowhere', () => {
    render(<Pagination count={7} limit={10} offset={0} onChange={() => {}} />)
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
  })
})
