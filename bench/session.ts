import type { Browser, BrowserContext, Page } from '@playwright/test'
import { DEMO_TOKENS } from '../src/mocks/db/accounts'

export const viewport = { width: 1440, height: 900 }

/** A fresh context (empty HTTP cache) signed in as the demo modeller, on the home page. */
export async function signedInPage(
  browser: Browser,
  appOrigin: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await page.goto(`${appOrigin}/sign-in`)
  await page.getByLabel('Token').fill(DEMO_TOKENS.modeller)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'))
  return { context, page }
}

/** Fetches `urls` in the page and reads them to the end, so its HTTP cache holds them. */
export async function warm(page: Page, urls: readonly string[]): Promise<void> {
  await page.evaluate(
    (list) => Promise.all(list.map((url) => fetch(url).then((answer) => answer.arrayBuffer()))),
    [...urls],
  )
}

/**
 * A signed-in page with warm script caches, ready to open one of the app's pages: it names every
 * asset the app loads from then on (the warm-up's list for the next run) and runs `initScripts`
 * before the app's own.
 */
export async function appPage(
  browser: Browser,
  appOrigin: string,
  warmUrls: readonly string[],
  initScripts: readonly (string | (() => void))[],
): Promise<{ context: BrowserContext; page: Page; assets: () => string[] }> {
  const { context, page } = await signedInPage(browser, appOrigin)
  await warm(page, warmUrls)
  const assets = new Set<string>()
  page.on('response', (response) => {
    const url = response.url()
    if (url.startsWith(`${appOrigin}/assets/`)) assets.add(url)
  })
  for (const script of initScripts) await page.addInitScript(script)
  return { context, page, assets: () => [...assets] }
}
