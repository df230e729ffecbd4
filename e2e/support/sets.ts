import type { TestInfo } from '@playwright/test'
import { createShortRun, modeOf, signInAsModeller } from './app'
import { expect, type Locator, type Page } from './csp'

/**
 * With a potential breach chosen in the form: an initial width of `widthM` (12 m unless told),
 * added, and the run then holds that one breach; answers it as listed.
 */
export async function addChosenBreach(page: Page, form: Locator, widthM = 12) {
  await expect(form.getByText(/^Chosen: /)).toBeVisible()
  await form.getByLabel(/Initial width \(m\)/).fill(String(widthM))
  await form.getByRole('button', { name: 'Add breach' }).click()
  const listed = page.getByRole('list', { name: 'Configured breaches' }).getByRole('listitem')
  await expect(listed).toHaveCount(1)
  return (await listed.textContent()) ?? ''
}

/** The run's one breach at the first potential breach of the list, `widthM` wide (12 m unless told). */
export async function addBreachToBase(page: Page, widthM = 12) {
  await page
    .getByRole('navigation', { name: 'Simulation sections' })
    .getByRole('link', { name: /^Events/ })
    .click()
  const form = page.getByRole('form', { name: 'Add a breach' })
  await form
    .getByRole('region', { name: 'Pick a potential breach' })
    .getByRole('button')
    .first()
    .click()
  return addChosenBreach(page, form, widthM)
}

/** Signed in, a short run of model 1 with one breach, and its scenario-set page open. */
export async function openSetFromNewBase(page: Page, testInfo: TestInfo, base: string) {
  await page.goto('/models/1')
  await signInAsModeller(page, modeOf(testInfo))
  await createShortRun(page, base)
  await addBreachToBase(page)
  await page.getByRole('link', { name: 'Scenario set from this one' }).click()
}
