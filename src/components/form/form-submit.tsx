import type { ReactNode } from 'react'
import { Button } from '@/components/button'
import { FormAlert } from './form-alert'

export function FormSubmit({
  errorTitle = '',
  errors = [],
  busy,
  busyLabel,
  disabled,
  children,
}: {
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
