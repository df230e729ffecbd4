import { describe, expect, it } from 'vitest'
import { listEnvelope } from '@/api/common'
import { modelBoundaryCondition, potentialBreach, raster, savedState } from '@/api/models/schema'
import { setupTestBackend, TEST_NOW } from '@/testing/test-backend'

const { backend, get, getParsed } = setupTestBackend({ clock: 'stopped' })

const ZUIDPLASPOLDER = 1
const RIJNLAND = 2
const GOUDA_SEWER = 3
const NOORDOOSTPOLDER_NO_RAW_DEM = 8

describe('rasters', () => {
  it('lists the DEM, raw DEM, friction, infiltration and initial water level', async () => {
    const page = await getParsed(`/hydromodels/${ZUIDPLASPOLDER}/rasters/`, listEnvelope(raster))
    expect(page.results.map((record) => record.type).sort()).toEqual([
      'dem_file',
      'dem_raw_file',
      'frict_coef_file',
      'infiltration_rate_file',
      'initial_waterlevel_file',
    ])
    expect(page.results[0]?.url).toMatch(/^http:\/\/api\.test\/v3\/hydromodels\/1\/rasters\/\d+\/$/)
  })

  it('has no raw DEM for one model', async () => {
    const page = await getParsed(
      `/hydromodels/${NOORDOOSTPOLDER_NO_RAW_DEM}/rasters/?type=dem_raw_file`,
      listEnvelope(raster),
    )
    expect(page.count).toBe(0)
  })

  it('answers one raster by id, and 404 under another model', async () => {
    const page = await getParsed(`/hydromodels/${ZUIDPLASPOLDER}/rasters/`, listEnvelope(raster))
    const id = page.results[0]?.id ?? 0
    expect(await getParsed(`/hydromodels/${ZUIDPLASPOLDER}/rasters/${id}/`, raster)).toEqual(
      page.results[0],
    )
    expect((await get(`/hydromodels/${RIJNLAND}/rasters/${id}/`)).status).toBe(404)
  })
})

describe('saved states', () => {
  const savedStates = listEnvelope(savedState)

  it('lists the valid states, newest first, and never the expired one', async () => {
    const page = await getParsed(`/hydromodels/${ZUIDPLASPOLDER}/saved_states/`, savedStates)
    expect(page.count).toBe(3)
    const created = page.results.map((record) => Date.parse(record.created))
    expect(created).toEqual([...created].sort((a, b) => b - a))
    for (const record of page.results) {
      expect(Date.parse(record.expiry)).toBeGreaterThan(TEST_NOW.getTime())
      expect(Date.parse(record.expiry) - Date.parse(record.created)).toBe(7 * 86_400_000)
    }
    const expired = backend.world.savedStates.find(
      (record) =>
        record.hydromodel_id === ZUIDPLASPOLDER && Date.parse(record.expiry) < TEST_NOW.getTime(),
    )
    expect(expired).toBeDefined()
    const response = await get(`/hydromodels/${ZUIDPLASPOLDER}/saved_states/${expired?.id}/`)
    expect(response.status).toBe(404)
  })

  it.each([
    ['name', ''],
    ['name', '-'],
    ['created', ''],
    ['id', ''],
    ['id', '-'],
  ] as const)('orders by %s (%s for descending)', async (field, direction) => {
    const page = await getParsed(
      `/hydromodels/${ZUIDPLASPOLDER}/saved_states/?ordering=${direction}${field}`,
      savedStates,
    )
    const keys = page.results.map((record) => record[field])
    const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    expect(keys).toEqual(direction === '-' ? sorted.reverse() : sorted)
  })
})

describe('potential breaches', () => {
  const breaches = listEnvelope(potentialBreach)
  const path = `/hydromodels/${ZUIDPLASPOLDER}/potentialbreaches/`

  it('filters by code and display name and orders by code', async () => {
    const byCode = await getParsed(`${path}?code=BR-0007`, breaches)
    expect(byCode.results.map((record) => record.code)).toEqual(['BR-0007'])
    const byName = await getParsed(
      `${path}?display_name__icontains=RINGDIJK NOORD&limit=250`,
      breaches,
    )
    expect(byName.count).toBeGreaterThan(0)
    for (const record of byName.results) expect(record.display_name).toContain('Ringdijk noord')
    const descending = await getParsed(`${path}?ordering=-code`, breaches)
    const codes = descending.results.map((record) => record.code ?? '')
    expect(codes).toEqual([...codes].sort().reverse())
  })

  it('answers one breach by id', async () => {
    const first = (await getParsed(path, breaches)).results[0]
    expect(first).toBeDefined()
    expect(await getParsed(`${path}${first?.id}/`, potentialBreach)).toEqual(first)
  })

  it('is empty for the sewer model', async () => {
    const page = await getParsed(`/hydromodels/${GOUDA_SEWER}/potentialbreaches/`, breaches)
    expect(page.count).toBe(0)
  })
})

describe('boundary conditions', () => {
  it('lists 1D and 2D boundaries of the polder model', async () => {
    const page = await getParsed(
      `/hydromodels/${ZUIDPLASPOLDER}/boundaryconditions/`,
      listEnvelope(modelBoundaryCondition),
    )
    expect(page.results.map(({ boundary_id, dimension }) => [dimension, boundary_id])).toEqual([
      ['one_d', 1],
      ['one_d', 2],
      ['two_d', 1],
    ])
  })
})
