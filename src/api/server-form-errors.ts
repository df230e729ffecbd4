import { isApiError } from '@/api/errors'

export type ServerFormErrors<Field extends string> = {
  fields: Array<[Field, string]>
  form: string[]
}

export function serverFormErrors<Field extends string>(
  error: unknown,
  fieldOf: (key: string) => Field | null,
): ServerFormErrors<Field> {
  if (!isApiError(error)) {
    return { fields: [], form: ['Something went wrong while sending the form.'] }
  }
  if (error.status !== 400) return { fields: [], form: [error.message] }
  const fields: Array<[Field, string]> = []
  const form = [...error.nonFieldErrors]
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = fieldOf(key.split('.')[0] ?? key)
    const message = messages.join(' ')
    if (field !== null) fields.push([field, message])
    else form.push(`${key}: ${message}`)
  }
  if (fields.length === 0 && form.length === 0) form.push(error.message)
  return { fields, form }
}
