import { isApiError } from '@/api/errors'

export function describeSignInError(error: unknown, apiBaseUrl: string): string {
  if (!isApiError(error)) {
    return error instanceof Error ? error.message : 'Signing in failed for an unknown reason.'
  }
  if (error.kind === 'network') {
    if (error.message.includes('Content-Security-Policy')) return error.message
    return `Could not reach ${error.url}. Check the API address, your network, and that the server allows requests from this site (CORS).`
  }
  if (error.status === 401) return `This token was not accepted by ${apiBaseUrl} (401).`
  if (error.status === 403) return `This token may not use ${apiBaseUrl} (403).`
  if (error.kind === 'unexpected-answer') {
    return `${apiBaseUrl} answered, but not like the simulation API: check that the address ends in /v3.`
  }
  return error.message
}
