import type { Page } from '@playwright/test'

export type DemoCall = { path: string; body?: unknown }
export type DemoAnswer = { status: number; body: unknown }

/**
 * Sends each call from the page at once, as the modeller's token: in demo mode msw answers them
 * on the page itself (one backend per tab), which a request from the test runner would not reach.
 */
export function sendAll(page: Page, calls: DemoCall[]): Promise<DemoAnswer[]> {
  return page.evaluate(
    (all) =>
      Promise.all(
        all.map(async ({ path, body }) => {
          const response = await fetch(`${window.location.origin}/v3${path}`, {
            method: body === undefined ? 'GET' : 'POST',
            headers: {
              Authorization: 'Bearer demo-modeller',
              accept: 'application/json',
              ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          })
          return { status: response.status, body: (await response.json()) as unknown }
        }),
      ),
    calls,
  )
}

/** One call, sent from the page (see sendAll). */
export async function send(page: Page, call: DemoCall): Promise<DemoAnswer> {
  const [answer] = await sendAll(page, [call])
  if (!answer) throw new Error(`no answer to ${call.path}`)
  return answer
}
