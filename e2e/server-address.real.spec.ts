import { expect, test } from './support/csp'
import { mockApiBaseUrl, unreachableApiOrigin } from './ports'

test.describe('the API address on sign-in', () => {
  test('an unreachable API address is named in the message', async ({ page }) => {
    await page.goto('/sign-in')
    await page.getByLabel('API base URL').fill(`${unreachableApiOrigin}/v3`)
    await page.getByLabel('Token').fill('demo-modeller')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('alert')).toContainText(
      'Could not reach http://127.0.0.1:9/v3/auth/profile/',
    )
    await expect(page.getByLabel('API base URL')).toHaveValue('http://127.0.0.1:9/v3')
  })

  test('an address that does not end in /v3 is refused before any request', async ({ page }) => {
    await page.goto('/sign-in')
    await page.getByLabel('API base URL').fill(mockApiBaseUrl.replace(/\/v3$/, '/api'))
    await page.getByLabel('Token').fill('demo-modeller')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByText('The address must end in /v3')).toBeVisible()
  })
})
