import type { Page } from '@playwright/test'
import { expect, test } from './support/csp'

/** API requests the worker did not answer: they went to the static server (404 in the issue). */
function strayApiRequests(page: Page): string[] {
  const stray: string[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.pathname.startsWith('/v3/') && !response.fromServiceWorker()) {
      stray.push(`${response.status()} ${url.pathname}${url.search}`)
    }
  })
  page.on('console', (message) => {
    if (/Failed to (update|register) a ServiceWorker/.test(message.text()))
      stray.push(message.text())
  })
  return stray
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null)

async function signIn(page: Page) {
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in as modeller (Polder Water Board)' }).click()
  await expect(page.getByRole('heading', { name: 'Welcome, Maartje' })).toBeVisible()
}

test.describe('demo start-up', () => {
  test('a hard reload, which bypasses the worker, still sends every API request to it', async ({
    page,
  }) => {
    const stray = strayApiRequests(page)
    await signIn(page)
    await page.goto('/simulations')
    await expect(page.getByRole('heading', { name: 'Simulations', level: 1 })).toBeVisible()

    // Shift+Reload: the browser loads the page without its service worker.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Page.reload', { ignoreCache: true })
    await expect(page.getByRole('heading', { name: 'Simulations', level: 1 })).toBeVisible()
    await expect(page.getByRole('row').nth(1)).toBeVisible()
    expect(await controlled(page)).toBe(true)
    expect(stray).toEqual([])
  })

  test('a second tab signs in and lists through the same worker', async ({ page, context }) => {
    const stray = strayApiRequests(page)
    await signIn(page)
    const second = await context.newPage()
    const strayInSecond = strayApiRequests(second)
    await signIn(second)
    await second.goto('/simulations')
    await expect(second.getByRole('row').nth(1)).toBeVisible()
    expect(await controlled(second)).toBe(true)
    expect([...stray, ...strayInSecond]).toEqual([])
  })

  test('a worker that cannot start is a clear page, and no API request is sent', async ({
    page,
  }) => {
    const api: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/v3/')) api.push(request.url())
    })
    await page.route('**/mockServiceWorker.js', (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    )
    await page.goto('/simulations')
    await expect(
      page.getByRole('heading', { name: 'The demo backend could not start' }),
    ).toBeVisible()
    await expect(page.getByText('/mockServiceWorker.js answered 404')).toBeVisible()
    expect(api).toEqual([])
  })
})
