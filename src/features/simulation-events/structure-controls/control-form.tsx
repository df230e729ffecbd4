import type { FormEventHandler, ReactNode } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import {
  useAddStructureControl,
  type StructureControlKind,
} from '@/api/simulations/structure-control-queries'
import type {
  TableStructureControlCreate,
  TimedStructureControlCreate,
} from '@/api/simulations/structure-control-schema'
import { DraftNotice } from '@/components/form/draft-notice'
import { FormSubmit } from '@/components/form/form-submit'
import { SchemaForm } from '@/components/form/schema-form'
import { useSchemaForm } from '@/components/form/use-schema-form'

type Body<Kind extends StructureControlKind> = Kind extends 'table'
  ? TableStructureControlCreate
  : TimedStructureControlCreate

type Setup<Kind extends StructureControlKind, Schema extends z.ZodObject> = {
  kind: Kind
  simulationId: number
  schema: Schema
  defaultValues: z.input<Schema>
  toRequest: (values: z.input<Schema>) => Body<Kind>
  /** The fields a key of the server's 400 lands on; any other joins the form's alert. */
  fields: readonly Path<z.input<Schema>>[]
}

/** A table and a timed control are sent alike: checked as typed, kept as a draft per simulation. */
export function useControlForm<Kind extends StructureControlKind, Schema extends z.ZodObject>({
  kind,
  simulationId,
  schema,
  defaultValues,
  toRequest,
  fields,
}: Setup<Kind, Schema>) {
  const add = useAddStructureControl<StructureControlKind>(simulationId, kind)
  const state = useSchemaForm({
    schema,
    defaultValues,
    draft: { form: `${kind}-structure-control`, record: simulationId },
    mode: 'onChange',
  })
  const onSubmit = state.submitWith({
    send: (typed) => add.mutateAsync(toRequest(typed)),
    fieldOf: (key) => fields.find((field) => field === key) ?? null,
  })
  return { kind, state, onSubmit, busy: state.submitting || add.isPending }
}

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
