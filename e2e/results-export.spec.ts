import { readFile } from 'node:fs/promises'
import { fromArrayBuffer } from 'geotiff'
import { expect, test, type Locator, type Page } from './support/csp'
import { finishedRuns, showLastTime, waterOnTheMap } from './support/runs'

const NODATA = -9999

async function saved(page: Page, button: Locator) {
  const download = page.waitForEvent('download', { timeout: 120_000 })
  await button.click()
  const file = await download
  const bytes = await readFile(await file.path())
  return { name: file.suggestedFilename(), bytes }
}

/** The file read with geotiff.js: its first bytes, CRS, lattice and values with a value. */
async function readTiff(bytes: Buffer) {
  const image = await (await fromArrayBuffer(new Uint8Array(bytes).buffer)).getImage()
  const [band] = (await image.readRasters()) as unknown as Float32Array[]
  const valued = Array.from(band ?? []).filter((value) => value !== NODATA)
  return {
    head: bytes.subarray(0, 4).toString('latin1'),
    epsg: image.getGeoKeys()?.ProjectedCSTypeGeoKey,
    pixels: image.getWidth() * image.getHeight(),
    nodata: image.getGDALNoData(),
    valued,
  }
}

test.describe('files of the results map for a GIS', () => {
  test('GeoTIFFs of the maximum depth and of the hazard rating, GeoJSON of the cells', async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000)
    const [{ name }] = await finishedRuns(page, testInfo, ['Export run'])
    const panel = await waterOnTheMap(page)
    const exports = panel.getByRole('group', { name: 'Export this view' })
    const tiffButton = exports.getByRole('button', { name: 'GeoTIFF of this view' })
    const jsonButton = exports.getByRole('button', { name: 'GeoJSON of the cells' })
    const run = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

    await panel.getByRole('radio', { name: 'Maximum depth' }).check()
    const maximum = await saved(page, tiffButton)
    expect(maximum.name).toBe(`${run}-maximum.tif`)
    await expect(exports.getByRole('status')).toHaveText(`Saved ${run}-maximum.tif`)
    // geotiff.js writes big-endian TIFF ("MM\0*"); its one strip is the lattice's floats.
    const depth = await readTiff(maximum.bytes)
    expect(depth.head).toBe('MM\0*')
    expect(depth.epsg).toBe(28992)
    expect(depth.nodata).toBe(NODATA)
    expect(maximum.bytes.length).toBeGreaterThanOrEqual(depth.pixels * 4)
    expect(maximum.bytes.length).toBeLessThan(depth.pixels * 4 + 16_384)
    expect(depth.valued.length).toBeGreaterThan(0)
    expect(Math.min(...depth.valued)).toBeGreaterThanOrEqual(0.02)

    const cells = await saved(page, jsonButton)
    expect(cells.name).toBe(`${run}-maximum.geojson`)
    const collection = JSON.parse(cells.bytes.toString('utf8')) as GeoJSON.FeatureCollection
    expect(collection.type).toBe('FeatureCollection')
    expect(collection.features.length).toBeGreaterThan(0)
    // Every cell with a value fills one pixel at least; the raster holds no more values than pixels.
    expect(depth.valued.length).toBeGreaterThanOrEqual(collection.features.length)
    const first = collection.features[0]
    expect(first?.geometry.type).toBe('Polygon')
    expect(first?.properties).toMatchObject({ view: 'Maximum depth', unit: 'm', time: null })
    expect(first?.properties?.value).toBeGreaterThanOrEqual(0.02)
    const [lon, lat] = (first?.geometry as GeoJSON.Polygon).coordinates[0]?.[0] ?? []
    expect(lon).toBeGreaterThan(3)
    expect(lon).toBeLessThan(8)
    expect(lat).toBeGreaterThan(50)
    expect(lat).toBeLessThan(54)

    await panel.getByRole('radio', { name: 'Hazard rating' }).check()
    await expect(panel.getByText(/Computing flood products/)).toBeHidden({ timeout: 60_000 })
    const hazard = await saved(page, tiffButton)
    expect(hazard.name).toBe(`${run}-hazard.tif`)
    const rating = await readTiff(hazard.bytes)
    expect(rating.head).toBe('MM\0*')
    expect(rating.pixels).toBe(depth.pixels)
    // A wet cell rates at least 0.5 (HR = d·(v + 0.5) + DF): hazards, not depths.
    expect(rating.valued.length).toBeGreaterThan(0)
    expect(Math.min(...rating.valued)).toBeGreaterThanOrEqual(0.5)
  })

  test('a water depth at the shown time is named by that time', async ({ page }, testInfo) => {
    test.setTimeout(300_000)
    const [{ name }] = await finishedRuns(page, testInfo, ['Export time'])
    const panel = await waterOnTheMap(page)
    await showLastTime(panel)
    const exports = panel.getByRole('group', { name: 'Export this view' })
    const cells = await saved(page, exports.getByRole('button', { name: 'GeoJSON of the cells' }))
    const run = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    expect(cells.name).toBe(`${run}-depth-0h10.geojson`)
    const collection = JSON.parse(cells.bytes.toString('utf8')) as GeoJSON.FeatureCollection
    expect(collection.features.length).toBeGreaterThan(0)
    expect(collection.features[0]?.properties).toMatchObject({ view: 'Water depth', unit: 'm' })
    expect(collection.features[0]?.properties?.time).toEqual(expect.any(String))
  })

  test('a comparison is written as new − reference, the reference as chosen', async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000)
    const [{ id: dry }, { id: breach, name }] = await finishedRuns(
      page,
      testInfo,
      ['Export reference', null],
      ['Export breach'],
    )
    const panel = page.getByRole('region', { name: 'Water on the map' })
    await panel.getByRole('radio', { name: 'Compared with another run' }).check({ timeout: 30_000 })
    const tiffButton = panel
      .getByRole('group', { name: 'Export this view' })
      .getByRole('button', { name: 'GeoTIFF of this view' })
    await expect(tiffButton).toBeDisabled()
    await panel.getByLabel('Compare with (run B)').selectOption(String(dry))
    const run = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

    // The compared run (no breach) is the reference: the breach's water is a rise.
    const rise = await saved(page, tiffButton)
    expect(rise.name).toBe(`${run}-run-${breach}-minus-run-${dry}.tif`)
    const risen = await readTiff(rise.bytes)
    expect(risen.epsg).toBe(28992)
    expect(risen.valued.length).toBeGreaterThan(0)
    expect(Math.min(...risen.valued)).toBeGreaterThan(0)

    await panel.getByRole('radio', { name: `Run #${breach} (this run)` }).check()
    const fall = await saved(page, tiffButton)
    expect(fall.name).toBe(`${run}-run-${dry}-minus-run-${breach}.tif`)
    const fallen = await readTiff(fall.bytes)
    expect(fallen.valued.length).toBe(risen.valued.length)
    expect(Math.max(...fallen.valued)).toBeLessThan(0)
  })
})
