import { expect, test } from './support/csp'

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

    await banner.getByRole('button', { name: 'Reset demo data' }).click()
    await dialog.getByRole('button', { name: 'Reset demo data' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Demo data reset' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Welcome, Maartje' })).toBeVisible()
  })
})
