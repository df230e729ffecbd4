import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type TestInfo } from '@playwright/test'
import { demoOrigin, mockApiBaseUrl } from '../ports'

export type Mode = 'demo' | 'real'

export function modeOf(testInfo: TestInfo): Mode {
  return testInfo.project.name === 'demo' ? 'demo' : 'real'
}

/** The API base URL each project's app talks to (see playwright.config.ts). */
export function apiBaseUrlOf(testInfo: TestInfo): string {
  return modeOf(testInfo) === 'demo' ? `${demoOrigin}/v3` : mockApiBaseUrl
}

/** Types a token the way a user of this mode would: demo hides the form under "advanced". */
export async function submitToken(page: Page, mode: Mode, token: string): Promise<void> {
  if (mode === 'demo') await page.getByText('Sign in with a token').click()
  await page.getByLabel('Token').fill(token)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/**
 * Signs in and waits until the app has left the sign-in page: the token is checked with the
 * server first, so a navigation right after the click could still find the session empty.
 */
export async function signInAsModeller(page: Page, mode: Mode): Promise<void> {
  if (mode === 'demo') {
    await page.getByRole('button', { name: 'Sign in as modeller (Polder Water Board)' }).click()
  } else {
    await expect(page.getByLabel('API base URL')).toHaveValue(mockApiBaseUrl)
    await submitToken(page, mode, 'demo-modeller')
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeHidden()
}

/**
 * The whole page against axe's rules. Legacy mode runs `axe.run` in the page itself: the app has
 * no frames, so the per-frame partial runs and the blank page that joins them only cost time
 * (about 3 s of 9 on the Events section, measured).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
}

/**
 * From a model page: creates a simulation of ten simulated minutes (about a second at the mock's
 * speed) named `name`, and answers its page's title once it shows.
 */
export async function createShortRun(page: Page, name: string) {
  await page.getByRole('link', { name: 'New simulation' }).click()
  await page.getByLabel(/^Name/).fill(name)
  await page.getByLabel('Hours (h)').fill('0')
  await page.getByLabel('Minutes (min)').fill('10')
  await page.getByRole('button', { name: 'Create simulation' }).click()
  const title = page.getByRole('heading', { level: 1 })
  await expect(title).toContainText(name)
  return title
}

/** Signed in on model 1's form: a six-hour simulation, named uniquely, open on its workspace. */
export async function newSimulation(page: Page, testInfo: TestInfo, label: string) {
  const name = `${label} ${testInfo.project.name} ${Date.now()}`
  await page.goto('/simulations/new?model=1')
  await signInAsModeller(page, modeOf(testInfo))
  await expect(page.getByLabel(/^Model/)).toHaveValue('1')
  await page.getByLabel(/^Name/).fill(name)
  await page.getByLabel('Hours (h)').fill('6')
  await page.getByRole('button', { name: 'Create simulation' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  await expect(page).toHaveURL(/\/simulations\/\d+$/)
  return { id: Number(/\/simulations\/(\d+)$/.exec(page.url())?.[1]), name }
}

/** A new simulation as `newSimulation` makes it, open on its Events section. */
export async function eventsOfNewSimulation(page: Page, testInfo: TestInfo, label: string) {
  await newSimulation(page, testInfo, label)
  await page
    .getByRole('navigation', { name: 'Simulation sections' })
    .getByRole('link', { name: /Events/ })
    .click()
}

/** From a run's page: starts the run, waits until it is finished and opens its Results. */
export async function runToTheEnd(page: Page) {
  const sections = page.getByRole('navigation', { name: 'Simulation sections' })
  await sections.getByRole('link', { name: /^Overview/ }).click()
  await page.getByRole('region', { name: 'Run' }).getByRole('button', { name: 'Start' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('finished', {
    timeout: 60_000,
  })
  await sections.getByRole('link', { name: /^Results/ }).click()
}
