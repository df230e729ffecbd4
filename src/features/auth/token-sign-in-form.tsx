import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '@/components/button'
import { FormField } from '@/components/form/form-field'
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
  onSubmit: (credentials: Session) => void
}) {
  const { register, handleSubmit, formState } = useForm<TokenFormInput, unknown, Session>({
    resolver: zodResolver(tokenForm),
    defaultValues: { apiBaseUrl: defaultBaseUrl, token: '' },
  })
  const { errors } = formState

  return (
    <form className="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      {editableBaseUrl ? (
        <FormField
          label="API base URL"
          hint="Ends in /v3"
          error={errors.apiBaseUrl?.message}
          required
        >
          {(control) => (
            <input {...control} {...register('apiBaseUrl')} type="url" autoComplete="url" />
          )}
        </FormField>
      ) : null}
      <FormField
        label="Token"
        hint="Your personal API token"
        error={errors.token?.message}
        required
      >
        {(control) => (
          <input
            {...control}
            {...register('token')}
            type="password"
            autoComplete="current-password"
          />
        )}
      </FormField>
      <div className="form__actions">
        <Button type="submit" variant="primary" busy={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </div>
    </form>
  )
}
