import type { Page } from '@playwright/test'
import { signInAsModeller } from './support/app'
import { sendAll } from './support/demo-api'
import { expect, test } from './support/csp'

const PWB = '5f1e0c2a9b8d4e7f8a6b3c2d1e0f9a8b'

async function openDemoTab(page: Page) {
  await page.goto('/sign-in')
  await signInAsModeller(page, 'demo')
}

async function createSimulation(page: Page, name: string): Promise<number> {
  const [created] = await sendAll(page, [
    {
      path: '/simulations/',
      body: {
        name,
        hydromodel: 1,
        organisation: PWB,
        start_datetime: '2026-11-21T00:00:00Z',
        duration: 3600,
      },
    },
  ])
  expect(created?.status).toBe(201)
  return (created?.body as { id: number }).id
}

async function breachCount(page: Page, id: number): Promise<number> {
  const [events] = await sendAll(page, [{ path: `/simulations/${id}/events/` }])
  return ((events?.body as { breach?: unknown[] | null }).breach ?? []).length
}

/**
 * Two tabs of the demo each run the whole mock backend on their page and share its world
 * (decision 0026): a change one tab confirmed must survive the other tab's change made at the
 * same moment, and a check (may this run start?) must see the other tab's change.
 */
test.describe('two demo tabs writing at the same moment', () => {
  test('keep every breach both confirmed, after a reload too', async ({ page, context }) => {
    const second = await context.newPage()
    await Promise.all([openDemoTab(page), openDemoTab(second)])
    const id = await createSimulation(page, 'E2E two tabs, breaches')
    const [potential] = (
      (await sendAll(page, [{ path: '/hydromodels/1/potentialbreaches/?limit=1' }]))[0]?.body as {
        results: { id: number }[]
      }
    ).results
    // Rounds of ten breaches from each tab at once: one round lost some in most tries, not all.
    const breaches = (round: number, tab: number) =>
      Array.from({ length: 10 }, (_, index) => ({
        path: `/simulations/${id}/events/breaches/`,
        body: {
          potential_breach: potential?.id,
          offset: 60 * (round * 20 + tab * 10 + index),
          duration_till_max_depth: 600,
          initial_width: 20,
        },
      }))
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all([
        sendAll(page, breaches(round, 0)),
        sendAll(second, breaches(round, 1)),
      ])
      expect(answers.flat().map((answer) => answer.status)).toEqual(Array(20).fill(201))
    }
    expect(await breachCount(second, id)).toBe(60)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await breachCount(page, id)).toBe(60)
  })

  test('let exactly one of two Starts at once start the run', async ({ page, context }) => {
    const second = await context.newPage()
    await Promise.all([openDemoTab(page), openDemoTab(second)])
    for (let round = 1; round <= 5; round += 1) {
      const id = await createSimulation(page, `E2E two tabs, start ${round}`)
      const start = [{ path: `/simulations/${id}/actions/`, body: { name: 'start' } }]
      const statuses = (await Promise.all([sendAll(page, start), sendAll(second, start)]))
        .flat()
        .map((answer) => answer.status)
      // decisions.md: 201, or 202 when queued beyond the session limit (earlier rounds' runs);
      // an action that does not fit the current status answers 400.
      expect(statuses.filter((status) => status === 201 || status === 202)).toHaveLength(1)
      expect(statuses.filter((status) => status === 400)).toHaveLength(1)
    }
  })
})
