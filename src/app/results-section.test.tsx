import { screen, within } from '@testing-library/react'
import { strToU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import { lazyResultsMap } from '@/features/results-map/lazy-results-map'
import { setupTestBackend } from '@/testing/render-with-backend'
import { FILES_MADE, resultRuns } from '@/testing/result-runs'

const backend = setupTestBackend({ freshWorldEachTest: true })

const { createRun, store, openSection } = resultRuns(backend, lazyResultsMap.Component)

describe('the results section with its map', { timeout: 40_000 }, () => {
  it('shows the water on the map: its output times, the depth legend, and why the map itself cannot start here', async () => {
    const id = await createRun(true)
    openSection(id)
    const panel = await screen.findByRole('region', { name: 'Water on the map' }, FILES_MADE)
    const time = await within(panel).findByRole('group', { name: 'Time' }, FILES_MADE)
    const slider = within(time).getByRole('slider')
    expect(Number(slider.getAttribute('max'))).toBeGreaterThan(0)
    expect(
      within(time).getByText(/^0:00, 2026-11-21 00:00(:\d\d)? UTC, step 1 of \d+$/),
    ).toBeVisible()
    const legend = within(panel).getByRole('figure', { name: /Water depth/ })
    expect(within(legend).getByText('under 0.02 m: dry, not drawn')).toBeVisible()
    expect(
      within(panel).getByText('Your browser has no WebGL, which the map needs.', { exact: false }),
    ).toBeVisible()
    expect(
      await within(panel).findByText(/Click a cell or a 1D node on the map to chart/),
    ).toBeVisible()
  })

  it('says what is wrong with a results file that cannot be read, with a fresh link and a download', async () => {
    const id = await createRun(true)
    store(id, 'results_hydro.nc', strToU8('not a netcdf either'))
    const { user } = openSection(id)
    const panel = await screen.findByRole('region', { name: 'Water on the map' }, FILES_MADE)
    expect(
      await within(panel).findByText('Could not read the results file', {}, FILES_MADE),
    ).toBeVisible()
    expect(
      within(panel).getByText(
        /^This is not an HDF5\/NetCDF4 file: it has no HDF5 signature at its start\. Fetch it again with a fresh link; if it stays so, download it to inspect\.$/,
      ),
    ).toBeVisible()
    expect(within(panel).getByRole('button', { name: 'Download results_hydro.nc' })).toBeVisible()
    await user.click(
      within(panel).getByRole('button', { name: 'Fetch it again with a fresh link' }),
    )
    expect(
      await within(panel).findByText('Could not read the results file', {}, FILES_MADE),
    ).toBeVisible()
  })
})
