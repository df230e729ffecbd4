import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useEffect, useState, type BaseSyntheticEvent } from 'react'
import { useForm, type DefaultValues, type Path } from 'react-hook-form'
import type { z } from 'zod'
import {
  browserDraftStorage,
  discardDraft,
  readDraft,
  writeDraft,
  type DraftAddress,
} from '@/workflows/browser/form-draft'
import { useOneAtATime } from '@/components/hooks/use-one-at-a-time'
import { serverFormErrors } from '@/api/server-form-errors'

type Options<Schema extends z.ZodObject> = {
  schema: Schema
  defaultValues: z.input<Schema>
  draft?: DraftAddress
  storage?: Storage | null
  mode?: 'onSubmit' | 'onChange'
}

export type SubmitPlan<Values, Result> = {
  /** Sends the accepted values; null when it cannot (it put the reason on the form itself). */
  send: (values: Values) => Promise<Result> | null
  /** The field a key of the server's 400 belongs on; else it joins the form's alert. */
  fieldOf?: (key: string, values: Values) => Path<Values> | null
  besideFields?: Record<string, (message: string) => void>
  onSent?: (result: Result, values: Values) => void | Promise<void>
  onInvalid?: () => void
}

/** The one way to make a form; its draft: docs/records/0008-form-drafts.md. */
export function useSchemaForm<Schema extends z.ZodObject>({
  schema,
  defaultValues,
  draft,
  storage = browserDraftStorage(),
  mode = 'onSubmit',
}: Options<Schema>) {
  const [restored] = useState(() => (draft ? readDraft(storage, draft, schema) : null))
  const [draftRestored, setDraftRestored] = useState(restored !== null)
  const form = useForm<z.input<Schema>, unknown, z.input<Schema>>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    mode,
    // The draft holds only fields its schema accepted, so it fits the form's values.
    defaultValues: { ...defaultValues, ...restored } as DefaultValues<z.input<Schema>>,
  })

  const draftForm = draft?.form
  const record = draft?.record
  const { subscribe } = form
  useEffect(() => {
    if (draftForm === undefined) return
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => writeDraft(storage, { form: draftForm, record }, schema, values),
    })
  }, [subscribe, draftForm, record, schema, storage])

  const dropDraft = useCallback(() => {
    if (draftForm !== undefined) discardDraft(storage, { form: draftForm, record })
    setDraftRestored(false)
  }, [draftForm, record, storage])

  const startOver = useCallback(() => {
    form.reset(defaultValues)
    dropDraft()
  }, [form, defaultValues, dropDraft])

  /** One submit at a time, decided before React renders: a double click must not send twice. */
  const oneAtATime = useOneAtATime()
  const { run } = oneAtATime
  const { handleSubmit } = form
  const submit = useCallback(
    (
      onValid: (values: z.input<Schema>) => Promise<unknown>,
      onInvalid?: Parameters<typeof handleSubmit>[1],
    ) =>
      (event?: BaseSyntheticEvent): void => {
        const sending = run(() => handleSubmit(onValid, onInvalid)(event))
        if (sending === null) event?.preventDefault()
      },
    [run, handleSubmit],
  )

  const [formErrors, setFormErrors] = useState<string[]>([])
  /** Resetting writes a draft of the defaults, so the draft is dropped after it. */
  const submitWith = <Result>(plan: SubmitPlan<z.input<Schema>, Result>) =>
    submit(async (values) => {
      setFormErrors([])
      let result: Result
      try {
        const sending = plan.send(values)
        if (sending === null) return
        result = await sending
      } catch (error) {
        const shown = serverFormErrors(error, (key) => plan.fieldOf?.(key, values) ?? null)
        shown.fields.forEach(([field, message]) =>
          form.setError(field, { type: 'server', message }),
        )
        setFormErrors(shown.form)
        return
      }
      await plan.onSent?.(result, values)
      form.reset(defaultValues)
      dropDraft()
    }, plan.onInvalid)

  return {
    form,
    draftRestored,
    dropDraft,
    startOver,
    submit,
    submitWith,
    submitting: oneAtATime.busy,
    formErrors,
    setFormErrors,
  }
}
