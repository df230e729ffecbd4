import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { TokenSignInForm } from './token-sign-in-form'

describe('TokenSignInForm', () => {
  it('checks one token at a time and sends the address as cleaned up', async () => {
    const onSubmit = vi.fn(() => new Promise<void>(() => undefined))
    render(
      <TokenSignInForm
        defaultBaseUrl="https://api.example.com/v3/"
        editableBaseUrl
        busy={false}
        onSubmit={onSubmit}
      />,
    )
    await userEvent.type(screen.getByLabelText(/^Token/), '  secret  ')
    const button = screen.getByRole('button', { name: 'Sign in' })
    await userEvent.dblClick(button)
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onSubmit).toHaveBeenCalledWith({
      apiBaseUrl: 'https://api.example.com/v3',
      token: 'secret',
    })
  })

  it('keeps what was typed when the token is refused', async () => {
    render(
      <TokenSignInForm
        defaultBaseUrl="https://api.example.com/v3"
        editableBaseUrl={false}
        busy={false}
        onSubmit={() => Promise.reject(new Error('401'))}
      />,
    )
    await userEvent.type(screen.getByLabelText(/^Token/), 'wrong')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled())
    expect(screen.getByLabelText(/^Token/)).toHaveValue('wrong')
  })

  it('asks for a token before sending', async () => {
    const onSubmit = vi.fn(() => Promise.resolve())
    render(<TokenSignInForm defaultBaseUrl="" editableBaseUrl busy={false} onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Enter your personal API token')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
