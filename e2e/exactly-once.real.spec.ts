import type { Route } from '@playwright/test'
import { expect, test, type Page } from './support/csp'
import {
  breachBase,
  breachesOf,
  heldPost,
  openBesideSignedIn,
  openSignedIn,
  shortWriteDeadline,
  simulationsWhere,
} from './support/exactly-once'

// Issue 36, items 1-3: creating requests the server commits while their answer never arrives
// (or arrives after a reload), and a second tab following a set. Real mode: page.route holds the
// request; the test sends it on to the mock server itself, so the server commits it.

const onPath = (path: RegExp) => (url: URL) => path.test(url.pathname)

/** "New simulation from this one" on the base's page, named `name`. */
async function startCopy(page: Page, name: string) {
  await page.getByRole('button', { name: 'New simulation from this one' }).click()
  const dialog = page.getByRole('dialog', { name: 'New simulation from this one' })
  await dialog.getByLabel(/^Name of the new simulation/).fill(name)
  await dialog.getByRole('button', { name: 'Create the copy' }).click()
}

/**
 * Tab 1 copies the base; the server commits the copy's create but the answer is lost, and tab 1
 * is closed. Answers the copy's id and tab 2, opened in the same browser.
 */
async function copyCutAfterCreate(page: Page, baseId: number, name: string) {
  await openSignedIn(page, `/simulations/${baseId}`)
  let made: (id: number) => void = () => {}
  const copyId = new Promise<number>((resolve) => (made = resolve))
  await page.route(onPath(/^\/v3\/simulations\/$/), async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    const answer = await route.fetch()
    made(((await answer.json()) as { id: number }).id)
    // The answer is lost (a request left pending would be let through again when its page closes).
    await route.abort('connectionreset')
  })
  await startCopy(page, name)
  const id = await copyId
  await page.close()
  return { id, next: await page.context().newPage() }
}

test.describe('a copy whose create was committed, its answer lost with the tab', () => {
  test('the next tab shows it as a copy stopped short, and Retry finishes it: one simulation', async ({
    context,
    request,
  }) => {
    const unique = Date.now()
    const baseName = `Once base ${unique}`
    const baseId = await breachBase(request, baseName, 2)
    const name = `Once copy ${unique}`
    const { id, next } = await copyCutAfterCreate(await context.newPage(), baseId, name)

    await openSignedIn(next, `/simulations/${id}`)
    const summary = next.getByRole('region', { name: `Copied from ${baseName}` })
    await expect(summary).toContainText('The copy stopped before it was done')
    await expect(summary).toContainText('Not copied yet: 2 breaches.')
    await summary.getByRole('button', { name: 'Retry the rest of the copy' }).click()
    await expect(summary).toContainText('Copied: name, tags, start and duration, 2 breaches.')
    await expect(summary.getByText(/stopped before it was done/)).toBeHidden()
    expect((await simulationsWhere(request, { name })).count).toBe(1)
    expect(await breachesOf(request, id)).toBe(2)
  })

  test('copying again with the same name finds it instead of making a second', async ({
    context,
    request,
  }) => {
    await shortWriteDeadline(context, 5)
    const unique = Date.now()
    const baseId = await breachBase(request, `Again base ${unique}`, 2)
    const name = `Again copy ${unique}`
    const { id, next } = await copyCutAfterCreate(await context.newPage(), baseId, name)

    await openSignedIn(next, `/simulations/${baseId}`)
    await startCopy(next, name)
    await expect(next.getByRole('heading', { level: 1 })).toContainText(name, { timeout: 30_000 })
    await expect(next).toHaveURL(new RegExp(`/simulations/${id}$`))
    expect((await simulationsWhere(request, { name })).count).toBe(1)
    expect(await breachesOf(request, id)).toBe(2)
  })
})

/** The set form on the base's page: `count` breaches ticked in the list, then Create. */
async function createSet(page: Page, baseId: number, setName: string, count: number) {
  await openSignedIn(page, `/simulations/${baseId}`)
  await page.getByRole('link', { name: 'Scenario set from this one' }).click()
  await page.getByLabel(/^Name of the set/).fill(setName)
  const list = page.getByRole('region', { name: 'Pick the breaches' })
  const unticked = list.getByRole('checkbox', { checked: false })
  for (let ticked = 0; ticked < count; ticked += 1) await unticked.first().check()
  await expect(list.getByText(new RegExp(`^${count} selected`))).toBeVisible()
  await page.getByRole('button', { name: 'Create the set' }).click()
}

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

for (const held of [
  { what: 'the third run’s create', path: /^\/v3\/simulations\/$/, nth: 3 },
  { what: 'the third run’s breach', path: /^\/v3\/simulations\/\d+\/events\/breaches\/$/, nth: 3 },
]) {
  test(`a set: ${held.what} committed late, after a reload: every run once, each with one breach`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await shortWriteDeadline(page.context(), 8)
    const unique = Date.now()
    const baseId = await breachBase(request, `Late base ${unique}`, 1)
    const setName = `Late ${unique}`
    let posts = 0
    const late: { post: ReturnType<typeof heldPost> | null } = { post: null }
    let heldNow: () => void = () => {}
    const isHeld = new Promise<void>((resolve) => (heldNow = resolve))
    await page.route(onPath(held.path), async (route) => {
      if (route.request().method() !== 'POST') return route.fallback()
      posts += 1
      if (posts !== held.nth) return route.fallback()
      late.post = heldPost(request, route)
      heldNow()
    })
    // The page looking for what the held request made (by name, or its list of breaches; not
    // the board's list of the set): the server commits just after that look was answered.
    const isLookup = (url: URL) =>
      url.pathname === late.post?.path && !url.searchParams.has('tags__in')
    await page.route(isLookup, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback()
      const answer = await route.fetch()
      await late.post?.commit()
      await route.fulfill({ response: answer })
    })
    await createSet(page, baseId, setName, 3)
    await isHeld
    await page.reload()
    // Or as soon as the resumed board says it waits for the earlier request's deadline.
    const waiting = page.getByText(/A request sent earlier got no answer/)
    void waiting
      .waitFor()
      .then(() => late.post?.commit())
      .catch(() => {})
    const counts = page.getByRole('list', { name: 'Runs by state' })
    await expect(counts).toContainText('3 configured', { timeout: 60_000 })
    await late.post?.commit()
    const runs = await simulationsWhere(request, { tags__in: `set:${slugOf(setName)}` })
    expect(runs.count).toBe(3)
    expect(new Set(runs.results.map((run) => run.name)).size).toBe(3)
    for (const run of runs.results) expect(await breachesOf(request, run.id)).toBe(1)
    await expect(counts).toContainText('3 runs')
  })
}

type Release = (first: Page, held: Route) => Promise<void>
const releases: { how: string; release: Release }[] = [
  { how: 'closes', release: (first) => first.close() },
  {
    how: 'finishes',
    release: async (_first, held) => {
      await held.fulfill({ response: await held.fetch() })
    },
  },
]

for (const { how, release } of releases) {
  test(`a second tab following a set: its sentence goes when the creating tab ${how}, all runs once`, async ({
    context,
    request,
  }) => {
    test.setTimeout(120_000)
    await shortWriteDeadline(context, 5)
    const unique = Date.now()
    const baseId = await breachBase(request, `Follow base ${unique}`, 1)
    const setName = `Follow ${how} ${unique}`
    const first = await context.newPage()
    let creates = 0
    let heldNow: (route: Route) => void = () => {}
    const held = new Promise<Route>((resolve) => (heldNow = resolve))
    // Tab 1's second create hangs: tab 1 holds the set's lock while it waits.
    await first.route(onPath(/^\/v3\/simulations\/$/), (route) => {
      if (route.request().method() !== 'POST') return route.fallback()
      creates += 1
      if (creates !== 2) return route.fallback()
      heldNow(route)
    })
    await createSet(first, baseId, setName, 3)
    const route = await held

    const second = await context.newPage()
    await openBesideSignedIn(second, `/sets/${slugOf(setName)}`)
    const following = second.getByText(
      'Another tab is creating the runs of this set; this board follows it.',
    )
    await expect(following).toBeVisible()
    await release(first, route)
    await expect(following).toBeHidden()
    const counts = second.getByRole('list', { name: 'Runs by state' })
    await expect(counts).toContainText('3 configured', { timeout: 60_000 })
    await expect(second.getByText(/^Creating the runs of this set/)).toBeHidden()
    const runs = await simulationsWhere(request, { tags__in: `set:${slugOf(setName)}` })
    expect(runs.count).toBe(3)
  })
}
