import { apiBaseUrlOf, modeOf, signInAsModeller } from './support/app'
import { expect, test } from './support/csp'

const PWB = '5f1e0c2a9b8d4e7f8a6b3c2d1e0f9a8b'
const tags = (count: number) => Array.from({ length: count }, (_, index) => `t${index}`)

// decisions.md "Simulations": at most 50 tags of at most 128 characters, 400 on tags beyond.
test.describe('tags beyond the bounds', () => {
  test('the form says so before sending and keeps what was typed', async ({ page }, testInfo) => {
    let creations = 0
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (request.method() === 'POST' && pathname.endsWith('/v3/simulations/')) creations += 1
    })
    await page.goto('/simulations/new?model=1')
    await signInAsModeller(page, modeOf(testInfo))
    await page.getByLabel(/^Name/).fill('Too many tags')
    const typed = tags(51).join(', ')
    const field = page.getByRole('textbox', { name: /^Tags/ })
    await field.fill(typed)
    await page.getByRole('button', { name: 'Create simulation' }).click()
    await expect(page.getByText('At most 50 tags; there are 51')).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveValue(typed)
    expect(creations).toBe(0)
  })

  test('the server answers 400 on tags', async ({ page }, testInfo) => {
    await page.goto('/sign-in')
    await signInAsModeller(page, modeOf(testInfo))
    const answers = await page.evaluate(
      async ({ api, bodies }) =>
        Promise.all(
          bodies.map(async (body) => {
            const response = await fetch(`${api}/simulations/`, {
              method: 'POST',
              headers: {
                Authorization: 'Bearer demo-modeller',
                'Content-Type': 'application/json',
              },
              body: JSON.stringify(body),
            })
            return { status: response.status, body: (await response.json()) as unknown }
          }),
        ),
      {
        api: apiBaseUrlOf(testInfo),
        bodies: [tags(51), ['ok', 'x'.repeat(129)]].map((list) => ({
          name: 'Tags beyond the bounds',
          hydromodel: 1,
          organisation: PWB,
          start_datetime: '2026-11-21T00:00:00Z',
          duration: 3600,
          tags: list,
        })),
      },
    )
    expect(answers).toEqual([
      { status: 400, body: { tags: ['At most 50 tags; there are 51'] } },
      { status: 400, body: { tags: [expect.stringContaining('at most 128 characters')] } },
    ])
  })
})
