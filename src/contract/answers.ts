import { errorBodies } from './deviations'
import { loadReference } from './reference'
import { violations } from './validate'

/** An error status the reference gives no body for takes the body decisions.md "Errors" gives it. */
export function answerViolations(
  method: string,
  path: string,
  status: number,
  body: unknown,
): string[] {
  const operation = loadReference().find(method, path)
  const notFound = errorBodies.byStatus.get(404)
  // A path no operation of the reference has (e.g. an unknown geojson category) can only be 404.
  if (!operation && status === 404 && notFound) return violations(notFound, 'response', body)
  if (!operation) return [`the reference has no operation ${method} ${path}`]
  const where = `${method} ${operation.path}`
  const documented = operation.responses.get(String(status))
  if (documented) return violations(documented, 'response', body)
  const errorBody = errorBodies.byStatus.get(status)
  if (errorBody) return violations(errorBody, 'response', body)
  if (documented === undefined) return [`the reference does not answer ${status} to ${where}`]
  return body === null ? [] : [`the reference answers ${status} to ${where} without a body`]
}
