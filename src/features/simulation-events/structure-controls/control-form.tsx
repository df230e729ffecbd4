import type { FormEventHandler, ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { StructureControlKind } from '@/api/simulations/structure-control-queries'
import { DraftNotice } from '@/components/form/draft-notice'
import { FormSubmit } from '@/components/form/form-submit'
import { SchemaForm } from '@/components/form/schema-form'

type Props<Values extends FieldValues> = {
  kind: StructureControlKind
  state: {
    form: UseFormReturn<Values>
    draftRestored: boolean
    startOver: () => void
    formErrors: readonly string[]
  }
  busy: boolean
  onSubmit: FormEventHandler<HTMLFormElement>
  children: ReactNode
}

/** A table and a timed control are added alike: heading, draft notice, fields, objections, button. */
export function ControlForm<Values extends FieldValues>({
  kind,
  state,
  busy,
  onSubmit,
  children,
}: Props<Values>) {
  return (
    <SchemaForm
      form={state.form}
      className="control-form"
      label={`Add a ${kind} structure control`}
      onSubmit={onSubmit}
    >
      <h3>{`Add a ${kind} structure control`}</h3>
      <DraftNotice shown={state.draftRestored} onStartOver={state.startOver} />
      {children}
      <FormSubmit
        errorTitle="The control was not added:"
        errors={state.formErrors}
        busy={busy}
        busyLabel="Adding…"
      >
        {`Add ${kind} control`}
      </FormSubmit>
    </SchemaForm>
  )
}
