import { expect, test } from './support/csp'
import { modeOf, signInAsModeller } from './support/app'
import { waitForLayer } from './support/map'

// "Flevoland million cells" (id 18): its grid administration takes seconds to make and read.
test('the million-cell grid says it is being prepared from its tick until its cells are drawn', async ({
  page,
}, testInfo) => {
  // The demo writes the million-cell gridadmin.h5 in a worker first: slow on a shared machine.
  test.setTimeout(240_000)
  await page.goto('/models/18/map')
  await signInAsModeller(page, modeOf(testInfo))
  await expect(page.getByRole('heading', { name: 'Map of Flevoland million cells' })).toBeVisible()
  const layers = page.getByRole('group', { name: 'Layers' })
  const cells = layers.getByRole('listitem').filter({ hasText: '2D cells' })

  await cells.getByRole('checkbox', { name: '2D cells' }).check()
  await expect(cells.getByRole('status')).toHaveText('Preparing 2D cells…')
  await waitForLayer(page, 'cells')
  await expect(cells.getByRole('status')).toHaveCount(0)
  await expect(cells.getByRole('alert')).toHaveCount(0)
})
