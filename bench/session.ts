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
