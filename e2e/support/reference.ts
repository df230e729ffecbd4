import { expect, type Page } from '@playwright/test'

/**
 * Signs in on the reference server: Prism checks no token, so any will do, and it answers the
 * profile with the reference's example (or a generated one).
 */
export async function signInToReference(page: Page, apiBaseUrl: string): Promise<void> {
  await expect(page.getByLabel('API base URL')).toHaveValue(apiBaseUrl)
  await page.getByLabel('Token').fill('reference')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeHidden()
}

/**
 * The page has shown its title or its refusal, and waits for nothing more: no spinner of a loading
 * state is left.
 */
export async function settled(page: Page): Promise<void> {
  const main = page.getByRole('main')
  await expect(
    main.getByRole('heading', { level: 1 }).or(main.getByRole('alert')).first(),
  ).toBeVisible()
  await expect(page.locator('.spinner')).toHaveCount(0)
}

/** Every place the page says it could not use an answer of the server, in its own words. */
export function refusalsOn(page: Page): Promise<string[]> {
  return page.getByText(/unexpected answer|could not prepare the form/i).allInnerTexts()
}
