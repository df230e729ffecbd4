import { expect, test } from './support/csp'
import { modeOf, signInAsModeller } from './support/app'

// A browser in Amsterdam set to US English: its own date-time fields would say "11/28/2026, 3:00 PM".
test.use({ timezoneId: 'Europe/Amsterdam', locale: 'en-US' })

test('a start typed on the user’s clock is sent as its UTC instant and shown 24-hour with UTC beside it', async ({
  page,
}, testInfo) => {
  await page.goto('/simulations/new?model=1')
  await signInAsModeller(page, modeOf(testInfo))
  const name = `Local time ${testInfo.project.name} ${Date.now()}`
  await page.getByLabel(/^Name/).fill(name)
  const start = page.getByRole('textbox', { name: /^Start/ })
  await expect(start).toHaveAccessibleDescription(/Your time \(Europe\/Amsterdam\), 24-hour/)
  await start.fill('2026-11-28 15:00')
  await expect(page.getByText('Reads as 2026-11-28 15:00 (14:00 UTC)')).toBeVisible()
  await page.getByLabel('Hours (h)').fill('10')
  await expect(
    page.getByText('Ends at 2026-11-29 01:00 (00:00 UTC), after 10 h of simulated time.'),
  ).toBeVisible()

  const created = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/simulations\/$/.test(request.url()),
  )
  await page.getByRole('button', { name: 'Create simulation' }).click()
  expect((await created).postDataJSON()).toMatchObject({ start_datetime: '2026-11-28T14:00:00Z' })

  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  await expect(page.getByText('2026-11-28 15:00 (14:00 UTC)')).toBeVisible()
  await expect(page.getByText('2026-11-29 01:00 (00:00 UTC)')).toBeVisible()
})

test('a date-time the form cannot read says how to write it and keeps what was typed', async ({
  page,
}, testInfo) => {
  await page.goto('/simulations/new?model=1')
  await signInAsModeller(page, modeOf(testInfo))
  await page.getByLabel(/^Name/).fill('Unreadable start')
  const start = page.getByRole('textbox', { name: /^Start/ })
  await start.fill('11/28/2026, 3:00 PM')
  await page.getByRole('button', { name: 'Create simulation' }).click()
  await expect(start).toHaveAccessibleDescription(
    /Write the date and time as 2026-11-28 09:00 \(year-month-day, 24-hour\)/,
  )
  await expect(start).toHaveValue('11/28/2026, 3:00 PM')
  await start.fill('2026-03-29 02:30')
  await page.getByRole('button', { name: 'Create simulation' }).click()
  await expect(start).toHaveAccessibleDescription(
    /2026-03-29 02:30 does not exist in Europe\/Amsterdam: the clocks go forward then/,
  )
})

test('a list’s date filter takes the day year first, refuses a day-first one and keeps it typed', async ({
  page,
}, testInfo) => {
  await page.goto('/simulations')
  await signInAsModeller(page, modeOf(testInfo))
  await expect(page.getByText(/^\d+ simulations$/)).toBeVisible()
  const createdOn = page.getByRole('textbox', { name: 'Created on (UTC)' })
  await expect(createdOn).toHaveAccessibleDescription('Year-month-day, e.g. 2026-11-28')

  await createdOn.fill('28/11/2026')
  await expect(createdOn).toHaveAccessibleDescription(
    /Write the date as year-month-day, e\.g\. 2026-11-28\./,
  )
  await expect(createdOn).toHaveValue('28/11/2026')
  expect(new URL(page.url()).searchParams.has('created__date')).toBe(false)
  await createdOn.fill('2026-13-01')
  await expect(createdOn).toHaveAccessibleDescription(/There is no day 2026-13-01 in the calendar/)
  expect(new URL(page.url()).searchParams.has('created__date')).toBe(false)

  const listed = page.waitForRequest(
    (request) =>
      /\/simulations\/\?/.test(request.url()) &&
      new URL(request.url()).searchParams.get('created__date') === '2026-11-28',
  )
  await createdOn.fill('2026-11-28')
  await listed
  await expect(page).toHaveURL(/[?&]created__date=2026-11-28(&|$)/)
  await expect(
    page.getByRole('list', { name: 'Active filters' }).getByText('Created on: 2026-11-28'),
  ).toBeVisible()
  await expect(createdOn).toHaveAccessibleDescription('Year-month-day, e.g. 2026-11-28')
})
