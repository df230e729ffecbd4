import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from './confirm-dialog'

function renderDialog(open: boolean) {
  const onConfirm = vi.fn()
  const onCancel = vi.fn()
  const view = render(
    <ConfirmDialog
      open={open}
      title="Reset demo data?"
      confirmLabel="Reset"
      tone="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      Every change you made is lost.
    </ConfirmDialog>,
  )
  return { onConfirm, onCancel, ...view }
}

describe('ConfirmDialog', () => {
  it('is an accessible, named and described dialog when open', () => {
    renderDialog(true)
    const dialog = screen.getByRole('dialog', { name: 'Reset demo data?' })
    expect(dialog).toHaveAccessibleDescription('Every change you made is lost.')
  })

  it('stays hidden when closed', () => {
    renderDialog(false)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('reports confirm and cancel', async () => {
    const { onConfirm, onCancel } = renderDialog(true)
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }))
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('treats Escape (the dialog cancel event) as cancel', () => {
    const { onCancel } = renderDialog(true)
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }))
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('closes when the parent closes it', () => {
    const { rerender, onConfirm, onCancel } = renderDialog(true)
    rerender(
      <ConfirmDialog
        open={false}
        title="Reset demo data?"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
