import type { Locator } from '@playwright/test'
import { expect, test } from './support/csp'
import { signInAsModeller } from './support/app'
import { mockApiBaseUrl } from './ports'

/** Whether an element's text runs past its own box (a long path that did not wrap). */
function overflowsSideways(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.scrollWidth > node.clientWidth)
}

test.use({ viewport: { width: 1280, height: 800 } })

// A server whose answers the app cannot fully read: page.route changes the mock's answer on its
// way, so the app runs over real HTTP as against any other server.

test('a list read whole with one bad record shows the other rows and names that record', async ({
  page,
}) => {
  let badName = ''
  await page.route(`${mockApiBaseUrl}/hydromodels/1/rasters/?*`, async (route) => {
    const answer = await route.fetch()
    const list = (await answer.json()) as { results: Record<string, unknown>[] }
    const [first, ...rest] = list.results
    badName = String(first?.name)
    const results = [{ ...first, type: 42 }, ...rest]
    await route.fulfill({ response: answer, json: { ...list, results } })
  })
  await page.goto('/models/1')
  await signInAsModeller(page, 'real')

  const rasters = page.getByRole('region', { name: 'Rasters' })
  const unreadable = rasters.getByRole('list', { name: 'Records that could not be read' })
  await expect(unreadable).toContainText(/^Record 1 \(id \d+\) could not be read: field `type`/)
  await expect(rasters.getByRole('rowheader')).not.toHaveCount(0)
  await expect(rasters.getByRole('rowheader', { name: badName, exact: true })).toHaveCount(0)
  // The look: a warning under the rows, its text inside the section at 1280 px.
  await expect(unreadable).toHaveCSS('background-color', 'rgb(255, 244, 214)')
  await expect.poll(() => overflowsSideways(unreadable)).toBe(false)
})

test('a record whose answer is refused names the field, what was expected and what came', async ({
  page,
}) => {
  await page.route(`${mockApiBaseUrl}/hydromodels/1/`, async (route) => {
    const answer = await route.fetch()
    const model = (await answer.json()) as Record<string, unknown>
    await route.fulfill({ response: answer, json: { ...model, id: 'one' } })
  })
  await page.goto('/models/1')
  await signInAsModeller(page, 'real')

  const disclosure = page
    .getByRole('group')
    .filter({ hasText: 'Which fields the app could not read' })
  await disclosure.getByText('Which fields the app could not read').click()
  await expect(disclosure.getByRole('listitem')).toContainText(
    /field `id`: expected .*number.*, got .*"one"/,
  )
  // The look: read left to right (the error state centres its text), inside the panel.
  await expect(disclosure).toHaveCSS('text-align', 'left')
  await expect.poll(() => overflowsSideways(disclosure)).toBe(false)
})
