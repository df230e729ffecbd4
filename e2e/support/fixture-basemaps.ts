import { tilesOrigin, unreachableApiOrigin } from '../ports'

/** The basemaps of every test server's config.json, in place of the default internet list. */
export const fixtureBasemaps = [
  {
    id: 'fixture-map',
    name: 'Fixture map',
    kind: 'map',
    url: `${tilesOrigin}/map/{z}/{x}/{y}.png`,
    attribution: 'Fixture tiles',
    maxzoom: 19,
  },
  {
    id: 'fixture-aerial',
    name: 'Fixture aerial',
    kind: 'aerial',
    url: `${tilesOrigin}/aerial/{z}/{x}/{y}.png`,
    attribution: 'Fixture tiles',
  },
  {
    // Allowed by the policy but nothing answers: the background that cannot be reached.
    id: 'unreachable',
    name: 'Unreachable tiles',
    kind: 'map',
    url: `${unreachableApiOrigin}/{z}/{x}/{y}.png`,
    attribution: 'Nobody',
  },
]

/** The fixture tiles' colours (e2e/fixtures/basemap/*.png). */
export const fixtureTileRgb = { map: [214, 90, 190], aerial: [60, 150, 70] } as const
