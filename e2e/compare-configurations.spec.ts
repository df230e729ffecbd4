import { expect, test } from './support/csp'
import { finishedRuns } from './support/runs'

test('two runs compared on the results map: the breach width is the field that differs, with both values', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000)
  const [{ id: narrowId }] = await finishedRuns(
    page,
    testInfo,
    ['Narrow breach', 10],
    ['Wide breach', 50],
  )

  const panel = page.getByRole('region', { name: 'Water on the map' })
  await panel.getByRole('radio', { name: 'Compared with another run' }).check()
  await panel.getByLabel('Compare with (run B)').selectOption(String(narrowId))
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
