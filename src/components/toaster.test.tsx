import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createToastStore } from '@/lib/toasts'
import { Toaster } from './toaster'

describe('Toaster', () => {
  it('announces errors as alerts and the rest as status', () => {
    const store = createToastStore()
    render(<Toaster store={store} />)
    act(() => {
      store.show({ tone: 'error', title: 'Could not refresh models', description: 'HTTP 503' })
      store.show({ tone: 'success', title: 'Demo data reset' })
    })
    expect(within(screen.getByRole('alert')).getByText('Could not refresh models')).toBeVisible()
    expect(within(screen.getByRole('status')).getByText('Demo data reset')).toBeVisible()
  })

  it('removes a toast when dismissed', async () => {
    const store = createToastStore()
    render(<Toaster store={store} />)
    act(() => {
      store.show({ tone: 'error', title: 'Upload failed' })
    })
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: Upload failed' }))
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument()
  })

  it('keeps only the most recent toasts', () => {
    const store = createToastStore(2)
    ;['one', 'two', 'three'].forEach((title) => store.show({ tone: 'info', title }))
    expect(store.list().map((toast) => toast.title)).toEqual(['two', 'three'])
  })
})
