import { get } from 'react-hook-form'

/** The message of the form error at `path` (`rows.3.threshold`), if it has one. */
export function errorMessageAt(errors: unknown, path: string): string | undefined {
  const error: unknown = get(errors, path)
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined
  return typeof error.message === 'string' && error.message !== '' ? error.message : undefined
}
