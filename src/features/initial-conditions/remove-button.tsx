import { ActionError } from '@/components/action-error'
import { Button } from '@/components/button'

/** Removes one configured record; says why when the server refused. */
export function RemoveButton({
  label,
  busy,
  error,
  onRemove,
}: {
  label: string
  busy: boolean
  error: Error | null
  onRemove: () => void
}) {
  return (
    <>
      <Button variant="danger" busy={busy} onClick={onRemove} aria-label={label}>
        {busy ? 'Removing…' : 'Remove'}
      </Button>
      {error ? (
        <ActionError className="notice notice--error">Not removed. {error.message}</ActionError>
      ) : null}
    </>
  )
}
