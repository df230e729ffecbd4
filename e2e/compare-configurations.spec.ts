import { expect, test } from './support/csp'
import { createShortRun, modeOf, runToTheEnd, signInAsModeller } from './support/app'
import { addBreachToBase } from './support/sets'

test('two runs compared on the results map: the breach width is the field that differs, with both values', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000)
  const unique = `${testInfo.project.name} ${Date.now()}`
  await page.goto('/models/1')
  await signInAsModeller(page, modeOf(testInfo))
  await createShortRun(page, `Narrow breach ${unique}`)
  const narrowId = /simulations\/(\d+)/.exec(page.url())?.[1] ?? ''
  await addBreachToBase(page, 10)
  await runToTheEnd(page)
  await page.goto('/models/1')
  await createShortRun(page, `Wide breach ${unique}`)
  await addBreachToBase(page, 50)
  await runToTheEnd(page)

  const panel = page.getByRole('region', { name: 'Water on the map' })
  await panel.getByRole('radio', { name: 'Compared with another run' }).check()
  await panel.getByLabel('Compare with (run B)').selectOption(narrowId)
  const table = panel.getByRole('table', { name: 'Configurations of the two runs' })
  const width = table.getByRole('row').filter({ hasText: 'initial width' })
  await expect(width.getByRole('cell')).toHaveText(['50 m', '10 m', '≠ Differs'], {
    timeout: 30_000,
  })
  // The start may differ too: each run's form proposed the next whole hour when it was made.
  await expect(panel.getByText(/^[12] of \d+ fields differ\./)).toBeVisible()

  await panel.getByLabel('Only differences').check()
  await expect(table.getByRole('row').filter({ hasText: /^Breach .+: / })).toHaveCount(1)
  await expect(width).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('configurations.png'), fullPage: true })
})
