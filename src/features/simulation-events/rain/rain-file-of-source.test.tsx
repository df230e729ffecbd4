import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { sampleRainNetcdf4 } from '@/mocks/seed/rain/sample-rain-files'
import { createRun, NEW_RUN_START as START } from '@/testing/new-run'
import { setupTestBackend } from '@/testing/render-with-backend'
import { renderSection } from '@/testing/workspace-section'
import { RainPanel } from './rain-panel'

// The writer stands in so each of its answers (a file, or no place for one) is tested alone.
const raster = vi.hoisted(() => ({ place: vi.fn(), write: vi.fn() }))
vi.mock('@/lib/rain/rain-raster', () => ({
  rasterPlaceOfModel: raster.place,
  writeRainRaster: raster.write,
}))

const backend = setupTestBackend({ freshWorldEachTest: true })
const RAIN_PATH = /\/events\/rain\/rasters\/netcdf\/?$/

async function renderStorm10() {
  const id = await createRun(backend.api, { name: 'Rain written' })
  const rendered = renderSection(id, 'events', <RainPanel />)
  await screen.findByRole('heading', { name: 'Rain (NetCDF)' })
  await rendered.user.click(screen.getByRole('radio', { name: 'Design storm' }))
  return rendered
}

describe('the rain written from a source', () => {
  beforeEach(() => {
    raster.place.mockReset()
    raster.write.mockReset()
  })

  it('says a model without a readable extent cannot take uniform rain, and offers the upload', async () => {
    raster.place.mockReturnValue(null)
    const { user } = await renderStorm10()
    await user.click(screen.getByRole('button', { name: 'Upload this rain' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'The model’s extent or coordinate system cannot be read, so rain uniform over it cannot be placed.',
    )
    await user.click(within(alert).getByRole('button', { name: 'Upload a file' }))
    expect(screen.getByLabelText('Rain file (NetCDF4)')).toBeVisible()
    expect(raster.write).not.toHaveBeenCalled()
    expect(backend.sentTo(RAIN_PATH, 'POST')).toHaveLength(0)
  })

  it('writes storm 10 from the run start over the model and uploads it as a rain file', async () => {
    const place = { epsg: 28992, extent: { minX: 0, minY: 0, maxX: 1000, maxY: 1000 } }
    raster.place.mockReturnValue(place)
    raster.write.mockResolvedValue(await sampleRainNetcdf4())
    const { user } = await renderStorm10()
    await user.click(screen.getByRole('button', { name: 'Upload this rain' }))
    const files = await screen.findByRole('list', { name: 'Rain files' })
    expect(await within(files).findByText('rain-storm-10.nc')).toBeVisible()
    const [series, placed, start] = raster.write.mock.calls[0] ?? []
    expect(series).toMatchObject({ intervalSeconds: 300, offsetSeconds: 0 })
    expect((series as { mmPerHour: number[] }).mmPerHour).toHaveLength(9)
    expect(placed).toBe(place)
    expect(new Date(String(start)).toISOString()).toBe(new Date(START).toISOString())
    expect(backend.sentTo(RAIN_PATH, 'POST')).toHaveLength(1)
  })
})
