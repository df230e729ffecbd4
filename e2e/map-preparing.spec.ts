import { expect, test } from './support/csp'
import { openModelMap, waitForLayer } from './support/map'

type Watched = Window & { preparingSeen?: string[] }

// Zuidplaspolder (id 1): the status is recorded as it appears, however briefly, so the check does
// not need a grid slow enough to be caught by polling (the million-cell one took minutes).
test('a ticked grid says how far its file is read, then how far its cells are prepared, until they are drawn', async ({
  page,
}, testInfo) => {
  // A map page on a shared machine: WebGL in software is slow to start.
  test.setTimeout(90_000)
  await openModelMap(page, testInfo)
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
  // The file's share read so far, growing, then the share of its nodes made into cells, growing.
  const seen = (await page.evaluate(() => (window as Watched).preparingSeen)) ?? []
  expect(seen.at(-1)).toBe('Preparing 2D cells…')
  const percentsOf = (pattern: RegExp) =>
    seen.flatMap((text) => {
      const percent = pattern.exec(text)?.[1]
      return percent === undefined ? [] : [Number(percent)]
    })
  const reading = percentsOf(/^Reading the model's grid… (\d+) %$/)
  const preparing = percentsOf(/^Preparing 2D cells… (\d+) %$/)
  expect(reading.length).toBeGreaterThan(0)
  expect(preparing.length).toBeGreaterThan(0)
  // Not "100 %" last: its render can be batched away by the next step told right after it.
  for (const percents of [reading, preparing]) {
    expect(percents).toEqual([...percents].sort((a, b) => a - b))
    expect(percents.every((percent) => percent >= 0 && percent <= 100)).toBe(true)
  }
  expect(seen.findLastIndex((text) => text.startsWith('Reading'))).toBeLessThan(
    seen.findIndex((text) => /^Preparing 2D cells… \d+ %$/.test(text)),
  )
})
