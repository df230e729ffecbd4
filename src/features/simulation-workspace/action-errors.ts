import { isApiError } from '@/api/errors'

/** The server's own words for a refused action (a 400 on `name`), else the error's sentence. */
export function actionErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'The action could not be sent.'
  if (error.status === 400) {
    const words = [...(error.fieldErrors.name ?? []), ...error.nonFieldErrors]
    if (words.length > 0) return words.join(' ')
  }
  return error.detail ?? error.error ?? error.message
}
