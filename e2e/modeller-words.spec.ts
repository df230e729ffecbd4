import { expect, test } from './support/csp'
import { modeOf, signInAsModeller } from './support/app'

test('a negative duration is said to be one, and Initialize and Queue say what they do', async ({
  page,
}, testInfo) => {
  await page.goto('/simulations/new?model=1')
  await signInAsModeller(page, modeOf(testInfo))
  const name = `Words ${testInfo.project.name} ${Date.now()}`
  await page.getByLabel(/^Name/).fill(name)
  await page.getByLabel('Hours (h)').fill('-5')
  await page.getByRole('button', { name: 'Create simulation' }).click()
  const duration = page.getByRole('group', { name: /^Duration/ })
  await expect(duration).toContainText('The duration must be positive')
  await expect(duration).not.toContainText('whole numbers')

  await page.getByLabel('Hours (h)').fill('1')
  await page.getByRole('button', { name: 'Create simulation' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  const run = page.getByRole('region', { name: 'Run' })
  await expect(run.getByRole('button', { name: 'Initialize' })).toHaveAccessibleDescription(
    /holds it paused at its start; Resume then runs it/,
  )
  await expect(run.getByRole('button', { name: 'Queue' })).toHaveAccessibleDescription(
    /starts when one of your organisation’s sessions is free/,
  )
})
