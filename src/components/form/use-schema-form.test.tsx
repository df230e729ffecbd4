import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError } from '@/api/errors'
import { draftKey } from '@/workflows/browser/form-draft'
import { Field } from './field'
import { FormSubmit } from './form-submit'
import { SchemaForm } from './schema-form'
import { useSchemaForm } from './use-schema-form'

const schema = z.object({ name: z.string().min(1, 'Enter a name') })
type Values = z.input<typeof schema>
const draft = { form: 'kit-test', record: 1 }

const badRequest = (body: unknown) =>
  new ApiError({
    kind: 'http',
    method: 'POST',
    url: 'http://api.test/v3/things/',
    status: 400,
    body,
  })

function ThingForm({
  send,
  onSent,
}: {
  send: (values: Values) => Promise<unknown>
  onSent?: () => void
}) {
  const { form, submitWith, submitting, formErrors } = useSchemaForm({
    schema,
    defaultValues: { name: '' },
    draft,
  })
  const onSubmit = submitWith({
    send,
    fieldOf: (key) => (key === 'name' ? key : null),
    onSent,
  })
  return (
    <SchemaForm form={form} label="Thing" onSubmit={onSubmit}>
      <Field<Values> name="name" label="Name">
        {(control) => <input {...control} />}
      </Field>
      <FormSubmit errorTitle="The thing was not added:" errors={formErrors} busy={submitting}>
        Add thing
      </FormSubmit>
    </SchemaForm>
  )
}

describe('useSchemaForm submitWith', () => {
  it('puts a 400 on its field and the rest in the form alert, keeping what was typed', async () => {
    const send = vi.fn(() =>
      Promise.reject(badRequest({ name: ['Taken'], non_field_errors: ['Quota reached'] })),
    )
    render(<ThingForm send={send} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Dike')
    await userEvent.click(screen.getByRole('button', { name: 'Add thing' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The thing was not added:Quota reached',
    )
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Taken')
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Dike')
    expect(sessionStorage.getItem(draftKey(draft))).toContain('Dike')
  })

  it('drops the draft and starts afresh once sent', async () => {
    const onSent = vi.fn()
    render(<ThingForm send={() => Promise.resolve('ok')} onSent={onSent} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Dike')
    await userEvent.click(screen.getByRole('button', { name: 'Add thing' }))
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('ok', { name: 'Dike' }))
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(''))
    expect(sessionStorage.getItem(draftKey(draft))).toBeNull()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('sends nothing while the schema refuses the values', async () => {
    const send = vi.fn(() => Promise.resolve())
    render(<ThingForm send={send} />)
    await userEvent.click(screen.getByRole('button', { name: 'Add thing' }))
    expect(await screen.findByText('Enter a name')).toBeInTheDocument()
    expect(send).not.toHaveBeenCalled()
  })
})
