import { expect, test } from './support/csp'
import { signInAsModeller } from './support/app'
import { featureOnCanvas, waitForLayer } from './support/map'
import { mockApiBaseUrl } from './ports'

// A server whose model extents are in the model's own metres (EPSG:28992), not lon/lat: maplibre
// would throw "Invalid LngLat latitude value". page.route changes the mock's answer on its way.
const modelAnswer = `${mockApiBaseUrl}/hydromodels/1/`
const metres = [
  [94000, 437000],
  [99000, 441000],
]

test('a model whose extent cannot be placed opens on its features and says so', async ({
  page,
}) => {
  await page.route(modelAnswer, async (route) => {
    const answer = await route.fetch()
    const model = (await answer.json()) as Record<string, unknown>
    const extent = { type: 'LineString', coordinates: metres }
    await route.fulfill({
      response: answer,
      json: { ...model, extent_two_d: extent, extent_one_d: extent },
    })
  })
  await page.goto('/models/1/map')
  await signInAsModeller(page, 'real')

  await expect(page.getByText("The model's extent cannot be placed on the map")).toBeVisible()
  await expect(page.getByText('showing where its features lie')).toBeVisible()
  await expect(page.getByText(/Invalid LngLat/)).toHaveCount(0)
  await waitForLayer(page, 'breaches')
  await expect.poll(() => featureOnCanvas(page, 'breaches')).not.toBeNull()
})
