import { z } from 'zod'
import { Field } from '@/components/form/field'
import { FormSubmit } from '@/components/form/form-submit'
import { SchemaForm } from '@/components/form/schema-form'
import { useSchemaForm } from '@/components/form/use-schema-form'
import type { Session } from './session'

const apiAddress = z
  .string()
  .trim()
  .url('Enter a full address, e.g. https://api.example.com/v3')
  .refine((url) => /^https?:\/\//.test(url), 'The address must start with http:// or https://')
  .transform((url) => url.replace(/\/+$/, ''))
  .refine((url) => url.endsWith('/v3'), 'The address must end in /v3')

const tokenForm = z.object({
  apiBaseUrl: apiAddress,
  token: z.string().trim().min(1, 'Enter your personal API token'),
})
type TokenFormInput = z.input<typeof tokenForm>

export function TokenSignInForm({
  defaultBaseUrl,
  editableBaseUrl,
  busy,
  onSubmit,
}: {
  defaultBaseUrl: string
  editableBaseUrl: boolean
  busy: boolean
  onSubmit: (credentials: Session) => Promise<unknown>
}) {
  // No draft: a token is never written to storage beside the session.
  const { form, submitWith, submitting } = useSchemaForm({
    schema: tokenForm,
    defaultValues: { apiBaseUrl: defaultBaseUrl, token: '' },
  })
  const onSignIn = submitWith({ send: (typed) => onSubmit(tokenForm.parse(typed)) })

  return (
    <SchemaForm form={form} onSubmit={onSignIn}>
      {editableBaseUrl ? (
        <Field<TokenFormInput> name="apiBaseUrl" label="API base URL" hint="Ends in /v3" required>
          {(control) => <input {...control} type="url" autoComplete="url" />}
        </Field>
      ) : null}
      <Field<TokenFormInput> name="token" label="Token" hint="Your personal API token" required>
        {(control) => <input {...control} type="password" autoComplete="current-password" />}
      </Field>
      <FormSubmit busy={busy || submitting} busyLabel="Signing in…">
        Sign in
      </FormSubmit>
    </SchemaForm>
  )
}
