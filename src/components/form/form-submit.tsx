import type { ReactNode } from 'react'
import { Button } from '@/components/button'
import { FormAlert } from './form-alert'

/**
 * The end of every form: the objections that belong to no field (from `useSchemaForm`'s
 * `formErrors`), then the submit button, which says what it is doing while busy.
 */
export function FormSubmit({
  errorTitle = '',
  errors = [],
  busy,
  busyLabel,
  disabled,
  children,
}: {
  /** Heads the objections, e.g. "The breach was not added:". */
  errorTitle?: string
  errors?: readonly string[]
  busy: boolean
  busyLabel?: string
  disabled?: boolean
  children: ReactNode
}) {
  return (
    <>
      <FormAlert title={errorTitle} messages={errors} />
      <div className="form__actions">
        <Button type="submit" variant="primary" busy={busy} disabled={disabled}>
          {busy && busyLabel ? busyLabel : children}
        </Button>
      </div>
    </>
  )
}
