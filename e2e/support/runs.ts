import type { TestInfo } from '@playwright/test'
import { createShortRun, modeOf, runToTheEnd, signInAsModeller } from './app'
import { expect, type Locator, type Page } from './csp'
import { addBreachToBase } from './sets'

/** A run to make: its name, and its breach's initial width (12 m unless told; none when null). */
type RunToMake = readonly [name: string, breachM?: number | null]

/** A finished run: its id, its name, and its breach as its Events section listed it ('' if none). */
type FinishedRun = { id: number; name: string; breach: string }

/** Signed in: short runs of model 1 finished in this order, named uniquely, the last on Results. */
export async function finishedRuns<T extends readonly RunToMake[]>(
  page: Page,
  testInfo: TestInfo,
  ...runs: T
) {
  await page.goto('/models/1')
  await signInAsModeller(page, modeOf(testInfo))
  const tail = `${testInfo.project.name} ${Date.now()}`
  const made: FinishedRun[] = []
  for (const [label, breachM = 12] of runs) {
    if (made.length > 0) await page.goto('/models/1')
    const name = `${label} ${tail}`
    await createShortRun(page, name)
    const id = Number(/\/simulations\/(\d+)/.exec(page.url())?.[1])
    const breach = breachM === null ? '' : await addBreachToBase(page, breachM)
    await runToTheEnd(page)
    made.push({ id, name, breach })
  }
  return made as { [K in keyof T]: FinishedRun }
}

/** A one-hour run of model 1 POSTed from inside the page, `fields` over the body: status and id. */
export async function postRunFromPage(page: Page, apiBaseUrl: string, fields: object = {}) {
  return page.evaluate(
    async ({ base, fields }) => {
      const response = await fetch(`${base}/simulations/`, {
        method: 'POST',
        headers: {
          authorization: 'Bearer demo-modeller',
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          name: `Run e2e ${Date.now()}`,
          hydromodel: '1',
          organisation: '5f1e0c2a9b8d4e7f8a6b3c2d1e0f9a8b',
          start_datetime: new Date().toISOString(),
          duration: 3600,
          ...fields,
        }),
      })
      const body: unknown = await response.json()
      const id = typeof body === 'object' && body !== null ? Reflect.get(body, 'id') : null
      return { status: response.status, id: id as unknown }
    },
    { base: apiBaseUrl, fields },
  )
}

/** The results' map panel, once it draws the water depth. */
export async function waterOnTheMap(page: Page) {
  const panel = page.getByRole('region', { name: 'Water on the map' })
  await expect(panel.getByRole('figure', { name: /Water depth/ })).toBeVisible({ timeout: 30_000 })
  return panel
}

/** The panel's time control moved to the last output time. */
export async function showLastTime(panel: Locator) {
  await panel.getByRole('group', { name: 'Time' }).getByRole('slider').focus()
  await panel.page().keyboard.press('End')
}

/** The wettest drawn cell (at least `atLeast` deep when given), once the panel's map is in view. */
export async function wetCellInView(panel: Locator, atLeast?: number) {
  await panel.locator('.results-map__map').scrollIntoViewIfNeeded()
  const page = panel.page()
  await page.waitForFunction((least) => {
    const wet = window.__polderWater?.wetAndDry().wet
    return Boolean(wet) && (least === null || (wet?.value ?? -1) >= least)
  }, atLeast ?? null)
  const wet = await page.evaluate(() => window.__polderWater?.wetAndDry().wet)
  if (!wet) throw new Error('No wet cell in view')
  return wet
}
