import { expect, test } from './support/csp'
import { apiBaseUrlOf, expectNoAxeViolations, modeOf, signInAsModeller } from './support/app'
import { postRunFromPage } from './support/runs'

test.describe('lists', () => {
  test('the scenario sets are in the main navigation, each linking to its board', async ({
    page,
  }, testInfo) => {
    await page.goto('/')
    await signInAsModeller(page, modeOf(testInfo))
    const slug = `e2e-${testInfo.project.name}-${Date.now()}`
    const tags = `set:${slug}`
    const { status } = await postRunFromPage(page, apiBaseUrlOf(testInfo), {
      name: `Tagged ${tags}`,
      tags,
    })
    expect(status).toBe(201)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Scenario sets' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Scenario sets' })).toBeVisible()
    const table = page.getByRole('table', { name: 'Scenario sets' })
    await expect(table.getByRole('link', { name: slug })).toBeVisible()
    await expectNoAxeViolations(page)
    await table.getByRole('link', { name: slug }).click()
    await expect(page).toHaveURL(new RegExp(`/sets/${slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Set set:${slug}`)
  })

  test('filters changed one after another without pause are all kept, in the URL and the request', async ({
    page,
  }, testInfo) => {
    await page.goto('/simulations')
    await signInAsModeller(page, modeOf(testInfo))
    await expect(page.getByText(/^\d+ simulations$/)).toBeVisible()
    const requests: URL[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (/\/simulations\/$/.test(url.pathname) && request.method() === 'GET') requests.push(url)
    })
    await page.getByLabel('Model', { exact: true }).selectOption({ label: 'Zuidplaspolder' })
    await page.getByLabel('Sort by').selectOption({ label: 'Name A–Z' })
    await page.getByLabel('User', { exact: true }).pressSequentially('modeller')
    await page.getByLabel('Sort by').selectOption({ label: 'Oldest first' })
    await page.getByLabel('Name contains (any case)').pressSequentially('zuid')
    await expect(page).toHaveURL(/user__username=modeller/)
    const search = () => new URL(page.url()).searchParams
    await expect.poll(() => search().get('name__icontains')).toBe('zuid')
    expect(search().get('ordering')).toBe('created')
    expect(search().get('hydromodel__id')).toBe('1')
    await expect(page.getByRole('checkbox', { name: 'Only mine' })).toBeChecked()
    await expectNoAxeViolations(page)
    await expect
      .poll(() => Object.fromEntries(requests.at(-1)?.searchParams ?? []))
      .toEqual({
        name__icontains: 'zuid',
        user__username: 'modeller',
        hydromodel__id: '1',
        ordering: 'created',
        limit: '20',
        offset: '0',
      })
  })
})
