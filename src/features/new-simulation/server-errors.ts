import { isApiError } from '@/api/errors'
import { isFormFieldName, type FormFieldName } from './simulation-form-schema'

export type ServerFormErrors = { fields: Array<[FormFieldName, string]>; form: string[] }

/**
 * Where the server's objections go on the form: a 400 field map onto the same fields (when
 * the field is on screen), everything else into one alert above the buttons.
 */
export function serverFormErrors(
  error: unknown,
  isVisible: (field: FormFieldName) => boolean,
): ServerFormErrors {
  if (!isApiError(error)) {
    return { fields: [], form: ['Something went wrong while creating the simulation.'] }
  }
  if (error.status !== 400) return { fields: [], form: [error.message] }
  const fields: Array<[FormFieldName, string]> = []
  const form = [...error.nonFieldErrors]
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = key.split('.')[0] ?? key
    const message = messages.join(' ')
    if (isFormFieldName(field) && isVisible(field)) fields.push([field, message])
    else form.push(`${key}: ${message}`)
  }
  if (fields.length === 0 && form.length === 0) form.push(error.message)
  return { fields, form }
}
