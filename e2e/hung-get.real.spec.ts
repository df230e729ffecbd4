import { expect, test } from './support/csp'
import { signInAsModeller } from './support/app'
import { mockApiBaseUrl } from './ports'
import { configWithDeadlines } from './support/deadlines'

// A GET that never answers ends in a message within its budget, retries
// included, and while a retry runs the page says so (docs/records/0001-client-side-retries.md).

const isFilteredList = (url: URL) =>
  url.origin === new URL(mockApiBaseUrl).origin &&
  url.pathname.endsWith('/simulations/') &&
  url.searchParams.has('name__icontains')

test('a list the server never answers: the retries are named, then the budget ends the wait', async ({
  page,
}) => {
  // 1 s an attempt, 4 s for all of them.
  await configWithDeadlines(page, { getSeconds: 1, getTotalSeconds: 4 })
  await page.goto('/simulations')
  await signInAsModeller(page, 'real')
  await expect(page.getByRole('table')).toBeVisible()
  // Never fulfilled: a server that takes the request and never answers.
  await page.route(isFilteredList, () => {})
  await page.getByRole('searchbox', { name: 'Name contains (any case)' }).fill('rijnland')
  await expect(page.getByRole('status').filter({ hasText: /Retrying \(1 of 3\)…/ })).toBeVisible()
  await expect(
    page.getByText(/^The server did not answer within 4 s \(\d attempts\)\.$/),
  ).toBeVisible()
  await expect(page.getByText(/Retrying \(/)).toHaveCount(0)

  await page.unroute(isFilteredList)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByText(/^\d+ simulations? match(es)? the filters$/)).toBeVisible()
})
