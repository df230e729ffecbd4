import type { SetupServer } from 'msw/node'
import { afterEach, beforeEach, expect } from 'vitest'
import { loadReference } from './reference'
import { violations } from './validate'

export function requestViolations(method: string, url: string, text: string): string[] {
  const path = new URL(url).pathname.replace(/^.*?\/v3(?=\/)/, '')
  const operation = loadReference().find(method, path)
  if (!operation) return [`the reference has no operation ${method} ${path}`]
  if (!operation.requestBody) return [`the reference takes no body on ${method} ${operation.path}`]
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return ['the body is not JSON']
  }
  return violations(operation.requestBody, 'request', body)
}

/** So the client speaks the real API, not only our mock: the test fails after it ends otherwise. */
export function expectRequestBodiesFollowReference(server: SetupServer): void {
  const checks: Promise<string | null>[] = []
  server.events.on('request:start', ({ request }) => {
    if (!/\/v3\//.test(new URL(request.url).pathname) || request.body === null) return
    const sent = `${request.method} ${request.url}`
    checks.push(
      request
        .clone()
        .text()
        .then((text) => {
          const broken = requestViolations(request.method, request.url, text)
          return broken.length === 0 ? null : `${sent} ${text}: ${broken.join('; ')}`
        })
        .catch((error: unknown) => `${sent}: could not be checked (${String(error)})`),
    )
  })
  beforeEach(() => {
    checks.length = 0
  })
  afterEach(async () => {
    const broken = (await Promise.all(checks)).filter((message) => message !== null)
    expect(broken, 'request bodies that break the reference').toEqual([])
  })
}
