import { screen, within } from '@testing-library/react'
import { strToU8, zipSync } from 'fflate'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { TEST_API_BASE } from '@/mocks/node'
import { setupTestBackend } from '@/testing/render-with-backend'
import { FILES_MADE, resultRuns } from '@/testing/result-runs'
import { writeResultsNetcdf } from '@/engine/results-header/results-netcdf.fixture'

const backend = setupTestBackend({ freshWorldEachTest: true })

/** The results map is a feature of its own, put in by the app (src/app/results-section.test.tsx). */
const NoMap = () => null
const { createRun, store, openSection } = resultRuns(backend, NoMap)

describe('the results section', { timeout: 40_000 }, () => {
  it('says there are no results before the run has finished', async () => {
    const id = await createRun(false)
    openSection(id)
    expect(await screen.findByText('No results yet')).toBeVisible()
    expect(screen.getByText(/The run is created/)).toBeVisible()
  })

  it('links a finished run to its model’s worst case, the run ticked', async () => {
    const id = await createRun(true)
    openSection(id)
    const link = await screen.findByRole(
      'link',
      { name: 'Worst case over this model’s finished runs' },
      FILES_MADE,
    )
    const model = backend.modelNamed('Zuidplaspolder').id
    expect(link).toHaveAttribute('href', `/models/${model}/worst-case?runs=${id}`)
  })

  it('lists the files with size, created and expiry, downloads one and all of them', async () => {
    const id = await createRun(true)
    const { user } = openSection(id)
    const table = await screen.findByRole('table', {}, FILES_MADE)
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'results_hydro.nc',
      'aggregate_results_hydro.nc',
      `log_files_sim_${id}.zip`,
    ])
    // The files go on the 7th day after the run: whole days are counted to that day's start.
    for (const row of rows) expect(row).toHaveTextContent(/Expires in [56] days/)
    // The true size from the first answer on, before any download (decisions.md "Results").
    for (const row of rows) expect(row).toHaveTextContent(/\d+(\.\d+)? (B|kB|MB)/)
    await user.click(within(table).getByRole('button', { name: 'Download results_hydro.nc' }))
    expect(await within(table).findByText('Saved.')).toBeVisible()
    const saved = vi.mocked(HTMLAnchorElement.prototype.click).mock.contexts.at(-1)
    expect(saved).toHaveAttribute('download', 'results_hydro.nc')

    await user.click(screen.getByRole('button', { name: 'Download all (3 files)' }))
    const progress = await screen.findByRole('list', { name: 'Download progress' })
    await vi.waitFor(() => expect(within(progress).getAllByText('Saved.')).toHaveLength(3))
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'results_hydro.nc: Saved.',
      'aggregate_results_hydro.nc: Saved.',
      `log_files_sim_${id}.zip: Saved.`,
    ])
    // get_url carries its own signature: the store refuses any request with Authorization.
    const storageGets = backend.sentTo(/\/mock-storage\//)
    expect(storageGets.length).toBeGreaterThanOrEqual(4)
  })

  it('says the store is preparing a file whose size the server does not know yet', async () => {
    const id = await createRun(true)
    const { user } = openSection(id)
    const table = await screen.findByRole('table', {}, FILES_MADE)
    const row = within(table).getByRole('row', { name: /^results_hydro\.nc/ })
    // The reference lets a server answer size and etag null (our mock always knows them).
    const listed = (await backend.api(`/simulations/${id}/results/files/`)).body as {
      results: { id: number; filename: string }[]
    }
    const file = listed.results.find((candidate) => candidate.filename === 'results_hydro.nc')
    const link = await backend.api(`/simulations/${id}/results/files/${file?.id}/download/`)
    backend.server.use(
      http.get(`${TEST_API_BASE}/simulations/${id}/results/files/:fileId/download/`, () =>
        HttpResponse.json({ ...(link.body as object), size: null, etag: null }),
      ),
    )
    // The store's answers wait until the preparing text was seen; then the mock answers them.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    backend.server.use(http.get(/\/mock-storage\//, () => held.then(() => undefined)))
    await user.click(within(row).getByRole('button', { name: 'Download results_hydro.nc' }))
    expect(await within(row).findByText('Preparing the file in the store…')).toBeVisible()
    release()
    expect(await within(row).findByText('Saved.', {}, { timeout: 5000 })).toBeVisible()
  })

  it('Download all: a file that fails says why and can be tried again on its own', async () => {
    const id = await createRun(true)
    const { user } = openSection(id)
    await screen.findByRole('table', {}, FILES_MADE)
    backend.server.use(
      http.get(`${TEST_API_BASE}/simulations/${id}/results/files/:fileId/download/`, () =>
        HttpResponse.json({ detail: 'This result file has expired.' }, { status: 400 }),
      ),
    )
    await user.click(screen.getByRole('button', { name: 'Download all (3 files)' }))
    const progress = await screen.findByRole('list', { name: 'Download progress' })
    await vi.waitFor(() =>
      expect(within(progress).getAllByText(/Not downloaded: .*expired/)).toHaveLength(3),
    )
    backend.server.resetHandlers()
    await user.click(within(progress).getByRole('button', { name: 'Try again: results_hydro.nc' }))
    expect(await within(progress).findByText('Saved.')).toBeVisible()
    expect(within(progress).getAllByText(/Not downloaded/)).toHaveLength(2)
  })

  it('shows an expired file as expired, without a download', async () => {
    const id = await createRun(true)
    backend.tick(8 * 24 * 3600)
    openSection(id)
    const table = await screen.findByRole('table', {}, FILES_MADE)
    expect(within(table).getAllByText('Expired')).toHaveLength(3)
    expect(within(table).queryByRole('button', { name: /^Download/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /Download all/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Open the logs' })).toBeNull()
  })

  it('opens the log ZIP: readable logs, a table, empty logs as good news, the chart', async () => {
    const id = await createRun(true)
    // The platform's shape: letter-prefixed names, E-format, a trailing comma on every row.
    const waterBalance = [
      'A:t [s],B:volume_in_1d_domain [m3],F:cum_rain_2d_domain [m3],Q:volume_error [m3]',
      ...Array.from(
        { length: 500 },
        (_, step) =>
          [step * 60, step / 2, step / 2, step * 1e-9]
            .map((v) => ` ${v.toExponential(9)}`)
            .join(',') + ',',
      ),
    ].join('\n')
    store(
      id,
      `log_files_sim_${id}.zip`,
      zipSync({
        'simulation.log': strToU8('Simulation 1 started\nRain event applied at 00:10'),
        'flow_summary.log': strToU8('Volume error: 0.0012 %'),
        'timestep_reduction.log': strToU8('time\tlocation\treason\n600\t2D cell 17\tflow\n'),
        'water_balance.csv': strToU8(waterBalance),
        'iteration.log': strToU8('Number of time steps| Number of inner Newton iterations \n'),
        'matrix.log': new Uint8Array(),
      }),
    )
    const { user } = openSection(id)
    await user.click(await screen.findByRole('button', { name: 'Open the logs' }, FILES_MADE))
    const logs = screen.getByRole('region', { name: `Logs (log_files_sim_${id}.zip)` })
    expect(await within(logs).findByText(/Volume error: 0.0012 %/)).toBeVisible()
    expect(within(logs).getByText(/Rain event applied/)).toBeVisible()
    const reductions = within(logs).getByRole('table', { name: /Time-step reductions \(1\)/ })
    expect(within(reductions).getByRole('cell', { name: '2D cell 17' })).toBeVisible()
    expect(within(logs).getByText(/Empty: good news, the Newton iteration converged/)).toBeVisible()
    expect(within(logs).getByText(/Empty: good news, the matrix solver/)).toBeVisible()
    expect(
      await within(logs).findByRole('figure', { name: 'Volumes in the water balance' }),
    ).toBeVisible()
    expect(
      within(logs).getByText(
        /running totals: 2 terms over 500 output times; every peak is drawn at its true value\.$/,
      ),
    ).toBeVisible()
    expect(
      within(logs).getByRole('figure', { name: 'Volume error of the water balance' }),
    ).toBeVisible()
  })

  it('reads the header of results_hydro.nc: meshes, time steps, variables with units', async () => {
    const id = await createRun(true)
    store(id, 'results_hydro.nc', await writeResultsNetcdf(13, 300))
    const { user } = openSection(id)
    const panel = await screen.findByRole(
      'region',
      { name: 'Header of results_hydro.nc' },
      {
        timeout: 5000,
      },
    )
    await user.click(within(panel).getByRole('button', { name: 'Read the header' }))
    const axes = await within(panel).findByRole(
      'table',
      { name: 'Time axes (1)' },
      { timeout: 10_000 },
    )
    expect(within(axes).getByRole('row', { name: /^time/ })).toHaveTextContent(
      '13 output times from 0 to 1 h, every 300 s',
    )
    const meshes = within(panel).getByText(/Mesh2D \(2D/)
    expect(meshes).toHaveTextContent('Mesh2D (2D, 1 variable)')
    expect(meshes).toHaveTextContent('Mesh1D (1D, 1 variable)')
    const variables = within(panel).getByRole('table', { name: /Variables/ })
    const s1 = within(variables).getByRole('row', { name: /Mesh2D_s1/ })
    expect(s1).toHaveTextContent('time = 13, nMesh2D_faces = 3')
    expect(s1).toHaveTextContent('Water level')
    expect(within(s1).getByRole('cell', { name: 'm' })).toBeVisible()
  })

  it('says a corrupt ZIP or NetCDF cannot be opened and still offers the download', async () => {
    const id = await createRun(true)
    store(id, `log_files_sim_${id}.zip`, strToU8('not a zip at all'))
    store(id, 'results_hydro.nc', strToU8('not a netcdf either'))
    const { user } = openSection(id)
    await user.click(await screen.findByRole('button', { name: 'Open the logs' }, FILES_MADE))
    const logs = screen.getByRole('region', { name: `Logs (log_files_sim_${id}.zip)` })
    expect(await within(logs).findByText(/not a readable ZIP archive/)).toBeVisible()
    expect(
      within(logs).getByRole('button', { name: `Download log_files_sim_${id}.zip` }),
    ).toBeVisible()
    const header = screen.getByRole('region', { name: 'Header of results_hydro.nc' })
    await user.click(within(header).getByRole('button', { name: 'Read the header' }))
    expect(await within(header).findByText(/no HDF5 signature/)).toBeVisible()
    expect(within(header).getByRole('button', { name: 'Download results_hydro.nc' })).toBeVisible()
  })

  it('offers Try again when the list cannot be read', async () => {
    const id = await createRun(true)
    backend.answerDown('get', `/simulations/${id}/results/files/`, { once: false })
    const { user } = openSection(id)
    expect(
      await screen.findByText('Could not load the result files', {}, { timeout: 10_000 }),
    ).toBeVisible()
    backend.server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('table', {}, FILES_MADE)).toBeVisible()
  })
})
