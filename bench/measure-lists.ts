import type { Browser, Page } from '@playwright/test'
import { DEMO_TOKENS, POLDER_WATER_BOARD } from '../src/mocks/db/accounts'
import type { BenchServers } from './servers'
import { signedInPage } from './session'

const timeout = 60_000

declare global {
  interface Window {
    __listSettled?: Promise<number>
  }
}

/**
 * Arms a watch in the page: from the next keydown or change (the user's last action) to the moment
 * the list's results stop being busy after having been busy, i.e. the new answer is drawn.
 * `complete` also waits until every status and model cell of the table is filled in.
 */
// In-page code as text: tsx names inner functions with a helper the page does not have.
const cellsPending = `[...document.querySelectorAll('.list-results td')].some((cell) =>
  /^(loading…|Model #\\d+)$/.test(cell.textContent ?? ''))`

/**
 * Arms a watch in the page: from the next keydown or change (the user's last action) to the moment
 * the list's results stop being busy after having been busy, i.e. the new answer is drawn.
 * `complete` also waits until every status and model cell of the table is filled in.
 */
function armSettleWatch(page: Page, complete: boolean): Promise<void> {
  return page.evaluate(`(() => {
    window.__listSettled = new Promise((resolve) => {
      let start = Number.NaN
      let busySeen = false
      function begin() {
        if (Number.isNaN(start)) start = performance.now()
      }
      document.addEventListener('keydown', begin, { capture: true, once: true })
      document.addEventListener('change', begin, { capture: true, once: true })
      const observer = new MutationObserver(function check() {
        const results = document.querySelector('.list-results')
        if (results?.getAttribute('aria-busy') === 'true') busySeen = true
        else if (busySeen && !(${String(complete)} && ${cellsPending})) {
          observer.disconnect()
          // After the frame that shows it: style, layout and paint count too.
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)))
        }
      })
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
    })
  })()`)
}

async function settled(page: Page): Promise<number> {
  return page.evaluate(() => window.__listSettled ?? Promise.resolve(Number.NaN))
}

async function openSettled(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page
    .locator('.list-page__count')
    .filter({ hasText: /^\d+ simulations?/ })
    .waitFor({ timeout })
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('.list-results td')].some((cell) =>
        /^(loading…|Model #\d+)$/.test(cell.textContent ?? ''),
      ),
    null,
    { timeout, polling: 50 },
  )
}

/** A signed-in page on the settled simulations list, its context closed whatever `measure` does. */
async function onSimulationsList<T>(
  browser: Browser,
  app: string,
  measure: (page: Page) => Promise<T>,
): Promise<T> {
  const { context, page } = await signedInPage(browser, app)
  try {
    await openSettled(page, `${app}/simulations`)
    return await measure(page)
  } finally {
    await context.close()
  }
}

/**
 * First rows: in a fresh signed-in context (the app's scripts cached by signing in), from the
 * navigation to `path` (a list page) to the first frame whose table has rows, a count and every
 * status and model cell filled in. Read in the page, from its navigation start.
 */
export async function measureFirstRows(
  browser: Browser,
  appOrigin: string,
  path: string,
): Promise<number> {
  const { context, page } = await signedInPage(browser, appOrigin)
  try {
    await page.goto(`${appOrigin}${path}`)
    const drawn = await page.waitForFunction(
      () => {
        const count = document.querySelector('.list-results .list-page__count')
        const cells = [...document.querySelectorAll('.list-results tbody td')]
        const pending = cells.some((cell) => /^(loading…|Model #\d+)$/.test(cell.textContent ?? ''))
        if (!count || !/^\d+ /.test(count.textContent ?? '') || cells.length === 0 || pending) {
          return false
        }
        return performance.now()
      },
      null,
      { timeout, polling: 'raf' },
    )
    return Number(await drawn.jsonValue())
  } finally {
    await context.close()
  }
}

export type RoundTrip = { app: number; raw: number }
/** The whole switch, and the list request's own share of it (resource timing). */
export type PageSizeSwitch = { took: number; request: number }

/**
 * Filter round trip: from the last key typed into "Name contains" to the updated table, and a raw
 * `fetch` of the very request the app sent, from the same page, with the same token.
 */
export async function measureFilterRoundTrip(
  browser: Browser,
  servers: BenchServers,
): Promise<RoundTrip> {
  return onSimulationsList(browser, servers.app, async (page) => {
    const field = page.getByRole('searchbox', { name: 'Name contains (any case)' })
    await field.fill('zuidpla')
    await page.waitForFunction(
      () => document.querySelector('.list-results')?.getAttribute('aria-busy') !== 'true',
      null,
      { timeout, polling: 50 },
    )
    await page.waitForURL(/name__icontains=zuidpla(&|$)/, { timeout })
    await page.locator('.list-results:not([aria-busy])').waitFor({ timeout })
    let sent = ''
    page.on('request', (request) => {
      if (/\/simulations\/\?.*name__icontains=zuidplas/.test(request.url())) sent = request.url()
    })
    await armSettleWatch(page, false)
    await field.press('s')
    const app = await settled(page)
    const raw = await page.evaluate(
      async ({ url, token }) => {
        const start = performance.now()
        const answer = await fetch(url, {
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        })
        await answer.json()
        return performance.now() - start
      },
      { url: sent, token: DEMO_TOKENS.modeller },
    )
    return { app, raw }
  })
}

/**
 * Page-size switch: from choosing `rows` per page to the table with every cell filled in (status
 * and model), in a fresh context opened on the default page of 20.
 */
export async function measurePageSizeSwitch(
  browser: Browser,
  servers: BenchServers,
  rows: number,
): Promise<PageSizeSwitch> {
  return onSimulationsList(browser, servers.app, async (page) => {
    await armSettleWatch(page, true)
    await page.getByLabel('Per page').selectOption(String(rows))
    const took = await settled(page)
    // A long page draws only the rows near the screen and names the count in aria-rowcount.
    const shown = await page.evaluate(() => {
      const table = document.querySelector('.list-results table')
      const count = table?.getAttribute('aria-rowcount')
      return count ? Number(count) - 1 : table?.querySelectorAll('tbody tr').length
    })
    if (shown !== rows) throw new Error(`Expected ${rows} rows after the switch, saw ${shown}`)
    const request = await page.evaluate(
      (limit) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/simulations/?') && entry.name.includes(limit))
          .at(-1)?.duration ?? Number.NaN,
      `limit=${rows}`,
    )
    return { took, request }
  })
}

const jsonHeaders = {
  authorization: `Bearer ${DEMO_TOKENS.modeller}`,
  accept: 'application/json',
  'content-type': 'application/json',
}

/** Creates `count` runs of the demo organisation through the API, named `{prefix} {n}`. */
export async function createRuns(
  servers: Pick<BenchServers, 'mock'>,
  count: number,
  { prefix, tags, from = 1 }: { prefix: string; tags: string[]; from?: number },
): Promise<number[]> {
  const model = servers.mock.backend.world.models.find((m) => m.inp_success && !m.disabled)
  if (!model) throw new Error('No startable model in the mock world')
  const ids: number[] = []
  for (let index = 0; index < count; index += 1) {
    const answer = await fetch(`${servers.mock.apiBaseUrl}/simulations/`, {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({
        name: `${prefix} ${from + index}`,
        hydromodel: String(model.id),
        organisation: POLDER_WATER_BOARD.unique_id,
        start_datetime: '2026-01-01T00:00:00Z',
        duration: 3600,
        tags,
      }),
    })
    if (!answer.ok) throw new Error(`Creating a bench run failed: ${answer.status}`)
    ids.push(((await answer.json()) as { id: number }).id)
  }
  return ids
}

/** The seed has 52 runs of the organisation; a page of 100 needs more, created through the API. */
export async function seedRuns(
  servers: Pick<BenchServers, 'mock'>,
  atLeast: number,
): Promise<void> {
  const listed = await fetch(`${servers.mock.apiBaseUrl}/simulations/?limit=1`, {
    headers: jsonHeaders,
  })
  const { count } = (await listed.json()) as { count: number }
  if (count >= atLeast) return
  await createRuns(servers, atLeast - count, {
    prefix: 'Bench run',
    tags: ['bench'],
    from: count + 1,
  })
}
