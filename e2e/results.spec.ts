import { readFile } from 'node:fs/promises'
import { expect, test } from './support/csp'
import { createShortRun, expectNoAxeViolations, modeOf, signInAsModeller } from './support/app'

const HDF5_SIGNATURE = [0x89, 0x48, 0x44, 0x46, 0x0d, 0x0a, 0x1a, 0x0a]

test.describe('results', () => {
  test('a finished run: download the results file, see the water balance chart and the results header', async ({
    page,
  }, testInfo) => {
    // Ten simulated minutes run in about a second; the files are made on their first download.
    test.setTimeout(120_000)
    const name = `Results ${testInfo.project.name} ${Date.now()}`
    await page.goto('/models/1')
    await signInAsModeller(page, modeOf(testInfo))
    const title = await createShortRun(page, name)

    const sections = page.getByRole('navigation', { name: 'Simulation sections' })
    await sections.getByRole('link', { name: /^Results/ }).click()
    await expect(page.getByText('No results yet')).toBeVisible()

    await sections.getByRole('link', { name: /^Overview/ }).click()
    await page.getByRole('region', { name: 'Run' }).getByRole('button', { name: 'Start' }).click()
    await expect(title).toContainText('finished', { timeout: 60_000 })

    await sections.getByRole('link', { name: /^Results/ }).click()
    const files = page.getByRole('region', { name: 'Result files' })
    // The list waits until the run's files are made, to name their sizes: seconds on a busy machine.
    await expect(files.getByRole('rowheader')).toHaveText(
      ['results_hydro.nc', 'aggregate_results_hydro.nc', /^log_files_sim_\d+\.zip$/],
      { timeout: 30_000 },
    )
    // The file goes on the 7th day after the run: whole days are counted to that day's start.
    await expect(files.getByRole('row', { name: /^results_hydro\.nc/ })).toContainText(
      /Expires in [56] days/,
    )
    const downloadEvent = page.waitForEvent('download')
    await files.getByRole('button', { name: 'Download results_hydro.nc' }).click()
    const download = await downloadEvent
    expect(download.suggestedFilename()).toBe('results_hydro.nc')
    const bytes = await readFile(await download.path())
    expect([...bytes.subarray(0, HDF5_SIGNATURE.length)]).toEqual(HDF5_SIGNATURE)

    const logs = page.getByRole('region', { name: /^Logs \(log_files_sim_\d+\.zip\)$/ })
    await logs.getByRole('button', { name: 'Open the logs' }).click()
    const volumes = logs.getByRole('figure', { name: 'Volumes in the water balance' })
    await expect(volumes).toBeVisible()
    await expect(
      logs.getByText(/^Stored volumes and running totals: \d+ terms over \d+ output times/),
    ).toBeVisible()
    await expect(volumes.locator('.recharts-line-curve')).not.toHaveCount(0)
    // The platform's column names, read: no letter prefix, the unit kept.
    const legend = volumes.locator('.recharts-legend-wrapper')
    await expect(legend).toContainText('Volume in 1D domain (m³)')
    await expect(legend).not.toContainText(/\b[A-Q]:/)
    await expect(
      logs.getByRole('figure', { name: 'Volume error of the water balance' }),
    ).toBeVisible()
    // A healthy run: its solver logs hold only their header, and no alarm is raised.
    await expect(logs.getByText(/Empty: good news, the Newton iteration/)).toBeVisible()
    await expect(logs.getByText(/Empty: good news, the matrix solver/)).toBeVisible()
    await expect(logs.getByText(/Not empty: this log is written only when the solver/)).toHaveCount(
      0,
    )
    await expect(
      logs.getByRole('heading', { name: 'Flow summary (flow_summary.json)' }),
    ).toBeVisible()
    await expect(logs.getByText('Largest volume error')).toBeVisible()

    const header = page.getByRole('region', { name: 'Header of results_hydro.nc' })
    await header.getByRole('button', { name: 'Read the header' }).click()
    const variables = header.getByRole('table', { name: /^Variables/ })
    await expect(variables.getByRole('row', { name: /^Mesh2D_s1/ })).toContainText('m', {
      timeout: 30_000,
    })
    await expect(header.getByText(/Mesh2D \(2D/)).toContainText('Mesh1D (1D')
    const axes = header.getByRole('table', { name: 'Time axes (1)' })
    await expect(axes.getByRole('row', { name: /^time / })).toContainText(
      /\d+ output times from 0 to 10 min, intervals \d+ s to \d+ s/,
    )
    await expect(header.getByText(/^Read by HTTP Range/)).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
