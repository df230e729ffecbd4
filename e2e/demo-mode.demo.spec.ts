import { browserRecords } from '../src/lib/browser-record-names'
import { expect, test } from './support/csp'

const browserDatabases: string[] = Object.values(browserRecords)

/**
 * In the page: how many records each database holds (idb-keyval's layout, one object store
 * `records`), after putting one in each when `keepOne`. Self-contained, as evaluate needs.
 */
async function recordsIn({ names, keepOne }: { names: string[]; keepOne: boolean }) {
  const request = <T>(asked: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      asked.onsuccess = () => resolve(asked.result)
      asked.onerror = () => reject(asked.error)
    })
  const counts: number[] = []
  for (const name of names) {
    const opening = indexedDB.open(name)
    opening.onupgradeneeded = () => opening.result.createObjectStore('records')
    const database = await request(opening)
    const store = database.transaction('records', 'readwrite').objectStore('records')
    if (keepOne) await request(store.put({ kept: true }, 'one'))
    counts.push(await request(store.count()))
    database.close()
  }
  return counts
}

test.describe('demo mode', () => {
  // The file name (*.demo.spec.ts) keeps it out of the real-network project.
  test.beforeEach(async ({ page }) => {
    await page.goto('/sign-in')
  })

  test('the outsider sees only their own organisation', async ({ page }) => {
    await page.getByRole('button', { name: 'Sign in as outsider (Coastal Consultants)' }).click()
    await expect(page.getByRole('heading', { name: 'Welcome, Olaf' })).toBeVisible()
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Coastal Consultants' }),
    ).toBeVisible()
    await expect(page.getByText('Polder Water Board')).toHaveCount(0)
  })

  test('the banner says the data is simulated and resets it after confirmation', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Sign in as modeller (Polder Water Board)' }).click()
    const banner = page.getByRole('complementary', { name: 'Demo mode' })
    await expect(banner).toContainText('Demo mode: data is simulated in your browser')

    await banner.getByRole('button', { name: 'Reset demo data' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reset demo data?' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()

    // What this browser kept about the old world (simulations, model grids): forgotten with it.
    expect(await page.evaluate(recordsIn, { names: browserDatabases, keepOne: true })).toEqual(
      browserDatabases.map(() => 1),
    )
    await banner.getByRole('button', { name: 'Reset demo data' }).click()
    await dialog.getByRole('button', { name: 'Reset demo data' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Demo data reset' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Welcome, Maartje' })).toBeVisible()
    expect(await page.evaluate(recordsIn, { names: browserDatabases, keepOne: false })).toEqual(
      browserDatabases.map(() => 0),
    )
  })
})
