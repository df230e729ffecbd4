import type { ReactNode } from 'react'
import type { useConfirmedRemoval } from '@/components/hooks/use-confirmed-removal'
import { ConfirmDialog } from './confirm-dialog'
import { ActionError } from './action-error'

type Props<Item extends { id: number }> = {
  removal: ReturnType<typeof useConfirmedRemoval<Item>>
  title: string
  confirmLabel: string
  children: (item: Item) => ReactNode
}

/** The one way to remove a configured record: confirm (no undo), then why it was refused. */
export function RemovalDialog<Item extends { id: number }>(props: Props<Item>) {
  const { removal, title, confirmLabel, children } = props
  return (
    <>
      {removal.failure ? (
        <ActionError className="notice notice--error">{removal.failure}</ActionError>
      ) : null}
      <ConfirmDialog
        open={removal.removing !== null}
        title={title}
        confirmLabel={confirmLabel}
        tone="danger"
        busy={removal.busy}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      >
        {removal.removing ? children(removal.removing) : null}
      </ConfirmDialog>
    </>
  )
}
