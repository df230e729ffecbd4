import { expect, test } from './support/csp'
import {
  apiBaseUrlOf,
  expectNoAxeViolations,
  modeOf,
  signInAsModeller,
  submitToken,
} from './support/app'

test.describe('signing in', () => {
  test('a modeller signs in and reaches the home page', async ({ page }, testInfo) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/sign-in$/)
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expectNoAxeViolations(page)

    await signInAsModeller(page, modeOf(testInfo))

    await expect(page.getByRole('heading', { name: 'Welcome, Maartje' })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Polder Water Board' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.getByText('Maartje de Vries')).toBeVisible()
    await expect(page).toHaveTitle('Home · Polder')
    await expectNoAxeViolations(page)
  })

  test('an unknown token is refused and the sign-in page says why', async ({ page }, testInfo) => {
    await page.goto('/sign-in')
    await submitToken(page, modeOf(testInfo), 'not-a-real-token')
    await expect(page.getByRole('alert')).toHaveText(
      `This token was not accepted by ${apiBaseUrlOf(testInfo)} (401).`,
    )
    await expect(page.getByLabel('Token')).toHaveValue('not-a-real-token')
    await expect(page).toHaveURL(/\/sign-in$/)
  })

  test('signing out returns to sign-in and forgets the token', async ({ page }, testInfo) => {
    await page.goto('/')
    await signInAsModeller(page, modeOf(testInfo))
    await expect(page.getByRole('heading', { name: 'Welcome, Maartje' })).toBeVisible()

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(page).toHaveURL(/\/sign-in$/)
    expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0)

    await page.goto('/models')
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  })

  test('a link opened in a new tab takes the session of the open tab; signing out there signs out both', async ({
    page,
    context,
  }, testInfo) => {
    await page.goto('/')
    await signInAsModeller(page, modeOf(testInfo))
    await expect(page.getByRole('heading', { name: 'Welcome, Maartje' })).toBeVisible()

    const second = await context.newPage()
    await second.goto('/simulations?ordering=name')
    await expect(second.getByRole('heading', { level: 1, name: 'Simulations' })).toBeVisible()
    await expect(second).toHaveURL(/\/simulations\?ordering=name$/)
    // Handed over in memory: the token is in neither localStorage nor a cookie nor the URL.
    const token = await page.evaluate(() => window.sessionStorage.getItem('polder.session'))
    const { token: secret } = JSON.parse(token ?? '{}') as { token: string }
    expect(secret).toBeTruthy()
    // The demo's backend keeps its world (its users' tokens too) under polder.mock-*: not the app's.
    const local = await second.evaluate(() =>
      Object.entries(window.localStorage).filter(([key]) => !key.startsWith('polder.mock-')),
    )
    expect(JSON.stringify(local)).not.toContain(secret)
    expect(await context.cookies()).toEqual([])
    expect(second.url()).not.toContain(secret)

    await second.getByRole('button', { name: 'Sign out' }).click()
    await expect(second.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0)
  })

  test('a deep link opened while signed out returns there after sign-in', async ({
    page,
  }, testInfo) => {
    await page.goto('/statuses?page=2&view=compact')
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(page).toHaveURL(/\/sign-in\?next=/)

    await signInAsModeller(page, modeOf(testInfo))

    await expect(page).toHaveURL(/\/statuses\?page=2&view=compact$/)
    await expect(page.getByRole('heading', { name: 'Statuses', level: 1 })).toBeVisible()
  })

  test('an unknown nested address, opened directly, shows the not-found page', async ({
    page,
  }, testInfo) => {
    await page.goto('/no/such/page?tab=events')
    await signInAsModeller(page, modeOf(testInfo))
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page).toHaveTitle('Page not found · Polder')
    await page.getByRole('link', { name: 'Go to the home page' }).click()
    await expect(page.getByRole('heading', { name: 'Welcome, Maartje' })).toBeVisible()
  })

  test('a link to another site is never followed after sign-in', async ({ page }, testInfo) => {
    await page.goto('/sign-in?next=https%3A%2F%2Fevil.example%2F')
    await signInAsModeller(page, modeOf(testInfo))
    await expect(page.getByRole('heading', { name: 'Welcome, Maartje' })).toBeVisible()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  })

  test('a token refused later (401) sends the user to sign-in and back', async ({
    page,
  }, testInfo) => {
    await page.goto('/')
    await signInAsModeller(page, modeOf(testInfo))
    await expect(page.getByRole('heading', { name: 'Welcome, Maartje' })).toBeVisible()

    // As if the token were revoked on the server while the tab stayed open.
    await page.evaluate(() => {
      const stored = JSON.parse(window.sessionStorage.getItem('polder.session') ?? '{}')
      window.sessionStorage.setItem(
        'polder.session',
        JSON.stringify({ ...stored, token: 'revoked' }),
      )
    })
    await page.goto('/simulations?tag=storm')

    await expect(
      page.getByRole('alert').filter({ hasText: 'Your token was not accepted (401)' }),
    ).toBeVisible()
    await expect(page).toHaveURL(
      /\/sign-in\?next=%2Fsimulations%3Ftag%3Dstorm&reason=unauthorized$/,
    )

    await signInAsModeller(page, modeOf(testInfo))
    await expect(page).toHaveURL(/\/simulations\?tag=storm$/)
  })
})
