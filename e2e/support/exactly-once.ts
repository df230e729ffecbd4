import type { APIRequestContext, BrowserContext, Page, Request, Route } from '@playwright/test'
import { expect } from './csp'
import { signInAsModeller } from './app'
import { mockApiBaseUrl } from '../ports'
import { configWithDeadlines } from './deadlines'

const auth = { authorization: 'Bearer demo-modeller', accept: 'application/json' }

/** The mock server's answer to a GET of the API, as the test's own client. */
export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(`${mockApiBaseUrl}${path}`, { headers: auth })
  expect(answer.status()).toBe(200)
  return (await answer.json()) as T
}

type Page_<T> = { count: number; results: T[] }

export const simulationsWhere = (request: APIRequestContext, query: Record<string, string>) =>
  apiGet<Page_<{ id: number; name: string; tags: string[] }>>(
    request,
    `/simulations/?${new URLSearchParams({ ...query, limit: '250' })}`,
  )

export const breachesOf = async (request: APIRequestContext, id: number) =>
  (await apiGet<Page_<unknown>>(request, `/simulations/${id}/events/breaches/?limit=250`)).count

/** A created run of model 1 named `name` with `breaches` breaches, made through the API. */
export async function breachBase(request: APIRequestContext, name: string, breaches: number) {
  const post = async (path: string, data: unknown) => {
    const answer = await request.post(`${mockApiBaseUrl}${path}`, { headers: auth, data })
    expect(answer.status(), path).toBe(201)
    return (await answer.json()) as { id: number }
  }
  const { id } = await post('/simulations/', {
    name,
    hydromodel: '1',
    organisation: '5f1e0c2a9b8d4e7f8a6b3c2d1e0f9a8b',
    start_datetime: '2026-11-21T00:00:00Z',
    duration: 600,
    tags: ['exactly-once'],
  })
  const potential = await apiGet<Page_<{ id: number }>>(
    request,
    '/hydromodels/1/potentialbreaches/?limit=250',
  )
  for (const { id: potentialBreach } of potential.results.slice(0, breaches)) {
    await post(`/simulations/${id}/events/breaches/`, {
      potential_breach: potentialBreach,
      offset: 0,
      duration_till_max_depth: 600,
      initial_width: 10,
    })
  }
  return id
}

/** Every page of `context` gets config.json with a short deadline for writes (README). */
export const shortWriteDeadline = (context: BrowserContext, seconds: number) =>
  configWithDeadlines(context, { mutationSeconds: seconds })

/** Opens `path` in `page` and signs in (a page opened with no signed-in tab asks for the token). */
export async function openSignedIn(page: Page, path: string) {
  await page.goto(path)
  await signInAsModeller(page, 'real')
}

/** Opens `path` beside a signed-in tab, which hands this one its session (decision 0044). */
export async function openBesideSignedIn(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeHidden()
}

/**
 * A POST held on its way: the server has not seen it yet. `commit` sends it to the server (as a
 * late network would) with the page's own headers and body; the page never gets the answer.
 */
export function heldPost(request: APIRequestContext, route: Route) {
  const sent: Request = route.request()
  // Read now: the page that sent it may have been reloaded by the time it is committed.
  const {
    url,
    authorization = '',
    data,
  } = {
    url: sent.url(),
    authorization: sent.headers()['authorization'],
    data: sent.postData() ?? '',
  }
  let committed: Promise<void> | null = null
  return {
    path: new URL(url).pathname,
    commit: () => {
      committed ??= (async () => {
        const headers = { authorization, 'content-type': 'application/json' }
        const answer = await request.post(url, { headers, data })
        expect(answer.status()).toBe(201)
      })()
      return committed
    },
  }
}
