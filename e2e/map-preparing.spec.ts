import { expect, test } from './support/csp'
import { modeOf, signInAsModeller } from './support/app'
import { waitForLayer } from './support/map'

type Watched = Window & { preparingSeen?: string[] }

// Zuidplaspolder (id 1): the status is recorded as it appears, however briefly, so the check does
// not need a grid slow enough to be caught by polling (the million-cell one took minutes).
test('a ticked grid says how far its file is read, then that it is prepared, until its cells are drawn', async ({
  page,
}, testInfo) => {
  // A map page on a shared machine: WebGL in software is slow to start.
  test.setTimeout(90_000)
  await page.goto('/models/1/map')
  await signInAsModeller(page, modeOf(testInfo))
  await expect(page.getByRole('heading', { name: 'Map of Zuidplaspolder' })).toBeVisible()
  const layers = page.getByRole('group', { name: 'Layers' })
  const cells = layers.getByRole('listitem').filter({ hasText: '2D cells' })
  const checkbox = cells.getByRole('checkbox', { name: '2D cells' })
  await expect(checkbox).not.toBeChecked()
  await expect(cells.getByRole('status')).toHaveCount(0)

  // Every status text the 2D cells row shows from here on, in order.
  await cells.evaluate((row) => {
    const seen: string[] = []
    ;(window as Watched).preparingSeen = seen
    new MutationObserver(() => {
      const text = row.querySelector('[role="status"]')?.textContent
      if (text && seen.at(-1) !== text) seen.push(text)
    }).observe(row, { subtree: true, childList: true, characterData: true })
  })
  await checkbox.check()
  await waitForLayer(page, 'cells')
  await expect(cells.getByRole('status')).toHaveCount(0)
  await expect(cells.getByRole('alert')).toHaveCount(0)
  // The file's share read so far, growing, then the cells made from it.
  const seen = (await page.evaluate(() => (window as Watched).preparingSeen)) ?? []
  expect(seen.at(-1)).toBe('Preparing 2D cells…')
  const reading = seen.slice(0, -1).filter((text) => text !== "Reading the model's grid…")
  const percents = reading.map((text) =>
    Number(/^Reading the model's grid… (\d+) %$/.exec(text)?.[1]),
  )
  expect(percents.length).toBeGreaterThan(0)
  // Not "100 %" last: its render can be batched away by "Preparing…" told right after it.
  expect(percents).toEqual([...percents].sort((a, b) => a - b))
  expect(percents.every((percent) => percent >= 0 && percent <= 100)).toBe(true)
})
