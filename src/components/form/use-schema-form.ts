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
  /** The form's schema: the API input schema in the units a person types. */
  schema: Schema
  defaultValues: z.input<Schema>
  /** Where a half-filled form is kept across a reload or a failed request; none when omitted. */
  draft?: DraftAddress
  storage?: Storage | null
  /** 'onChange' for forms that act as they are typed in (a filter bar). */
  mode?: 'onSubmit' | 'onChange'
}

/** How a form sends what was typed, and where the server's objections go. */
export type SubmitPlan<Values, Result> = {
  /** Sends the accepted values; null when it cannot (it put the reason on the form itself). */
  send: (values: Values) => Promise<Result> | null
  /** The field a key of the server's 400 belongs on; else it joins the form's alert. */
  fieldOf?: (key: string, values: Values) => Path<Values> | null
  /** Shows an objection to what lives beside the fields (a potential breach picked on a map). */
  besideFields?: Record<string, (message: string) => void>
  /** After a successful send, before the form starts afresh (navigate, close, tell the panel). */
  onSent?: (result: Result, values: Values) => void | Promise<void>
  /** The schema refused the values (to check what lives beside the form, like a map pick). */
  onInvalid?: () => void
}

/**
 * The one way to make a form: react-hook-form validated by the form's zod schema, its values
 * kept as a draft while typing (docs/records/0008-form-drafts.md). Submitted values are the
 * values as typed (`raw`); the form's pure `toRequest()` turns them into the request body.
 */
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

  /** After a successful submit: the draft is done. */
  const dropDraft = useCallback(() => {
    if (draftForm !== undefined) discardDraft(storage, { form: draftForm, record })
    setDraftRestored(false)
  }, [draftForm, record, storage])

  /** The person chose to start over: defaults back, draft gone. */
  const startOver = useCallback(() => {
    form.reset(defaultValues)
    dropDraft()
  }, [form, defaultValues, dropDraft])

  /**
   * The form's submit handler: validates, then sends through `onValid` (which handles its own
   * failure). One submit at a time, decided before React renders: a second click while the first
   * is sending would send the form twice.
   */
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
  /**
   * The one way a form sends: what was typed stays (with its draft) when the server objects,
   * each objection on its field or in the form's alert; once sent, the draft is done and the
   * form starts afresh. Resetting writes a draft of the defaults, so the draft goes after it.
   */
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
