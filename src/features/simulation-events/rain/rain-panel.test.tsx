import { File as NodeFile } from 'node:buffer'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { loadH5wasm } from '@/lib/h5wasm-loader'
import { sampleRainNetcdf3, sampleRainNetcdf4 } from '@/mocks/seed/rain/sample-rain-files'
import { TEST_STORAGE_BASE } from '@/mocks/node'
import { createRun } from '@/testing/new-run'
import { type renderRoutes, setupTestBackend } from '@/testing/render-with-backend'
import { renderSection } from '@/testing/workspace-section'
import { RainPanel } from './rain-panel'

const backend = setupTestBackend({ freshWorldEachTest: true })
const STORAGE_PUT = `${TEST_STORAGE_BASE}/*`
const RAIN_PATH = /\/events\/rain\/rasters\/netcdf\/?$/

const createdRun = () => createRun(backend.api, { name: 'Rain panel' })

async function renderPanel(id: number) {
  const rendered = renderSection(id, 'events', <RainPanel />)
  await screen.findByRole('heading', { name: 'Rain (NetCDF)' })
  return rendered
}

/** A file msw can read from an XMLHttpRequest body (a Node File, not jsdom's). */
const fileOf = (bytes: Uint8Array, name: string) =>
  new NodeFile([new Uint8Array(bytes)], name) as unknown as File

async function choose(user: ReturnType<typeof renderRoutes>['user'], file: File) {
  await user.upload(screen.getByLabelText('Rain file (NetCDF4)'), file)
}

const rainList = () => screen.findByRole('list', { name: 'Rain files' })

describe('the rain panel', () => {
  it('uploads a NetCDF4 file and shows its time steps, interval and units once processed', async () => {
    const id = await createdRun()
    const { user } = await renderPanel(id)
    expect(await screen.findByText('No rain file')).toBeVisible()
    await choose(user, fileOf(await sampleRainNetcdf4(), 'sample.nc'))
    const list = await rainList()
    expect(
      await within(list).findByText(/Ready: 12 time steps, every 5 min \(300 s\), in mm\/h/),
    ).toBeVisible()
    expect(within(list).getByText('sample.nc')).toBeVisible()
    expect(backend.sentTo(RAIN_PATH, 'POST')).toHaveLength(1)
  })

  it('refuses NetCDF3, empty and non-HDF5 files before anything is sent', async () => {
    const id = await createdRun()
    const { user } = await renderPanel(id)
    const cases: [Uint8Array, string, RegExp][] = [
      [
        sampleRainNetcdf3(),
        'classic.nc',
        /This is a NetCDF3 \(classic\) file; the server takes NetCDF4 only/,
      ],
      [new Uint8Array(), 'empty.nc', /This file is empty/],
      [new TextEncoder().encode('time,rain\n0,2.5\n'), 'mislabelled.nc', /not a NetCDF4 file/],
    ]
    for (const [bytes, name, message] of cases) {
      await choose(user, fileOf(bytes, name))
      const title = await screen.findByText(`${name} was not uploaded`)
      expect(title.closest('[role="alert"]')).toHaveTextContent(message)
    }
    expect(backend.sentTo(RAIN_PATH, 'POST')).toEqual([])
  })

  it('refuses a file above 200 MiB before reading it', async () => {
    const { user } = await renderPanel(await createdRun())
    const huge = fileOf(new Uint8Array(8), 'huge.nc')
    Object.defineProperty(huge, 'size', { value: 250_000_000 })
    await choose(user, huge)
    const title = await screen.findByText('huge.nc was not uploaded')
    expect(title.closest('[role="alert"]')).toHaveTextContent(
      'This file is 250 MB; the server takes at most 200 MiB (210 MB).',
    )
    expect(backend.sentTo(RAIN_PATH, 'POST')).toEqual([])
  })

  it('takes a dropped file', async () => {
    await renderPanel(await createdRun())
    const file = fileOf(await sampleRainNetcdf4(), 'dropped.nc')
    fireEvent.dragOver(screen.getByTestId('rain-drop-zone'))
    fireEvent.drop(screen.getByTestId('rain-drop-zone'), { dataTransfer: { files: [file] } })
    expect(await within(await rainList()).findByText(/Ready: 12 time steps/)).toBeVisible()
  })

  it('shows the server’s reason when validation fails, and offers another file', async () => {
    const { h5wasm, module } = await loadH5wasm()
    const file = new h5wasm.File('/no-rain.nc', 'w')
    file.create_dataset({ name: 'time', data: Float64Array.of(0, 300), shape: [2] })
    file.close()
    const bytes = module.FS.readFile('/no-rain.nc')
    module.FS.unlink('/no-rain.nc')
    const id = await createdRun()
    const { user } = await renderPanel(id)
    await choose(user, fileOf(bytes, 'no-rain.nc'))
    const list = await rainList()
    expect(await within(list).findByText('Refused by the server')).toBeVisible()
    expect(within(list).getByRole('alert')).toHaveTextContent(
      'The file has no rain variable with a time dimension.',
    )
    await user.click(within(list).getByRole('button', { name: 'Choose another file' }))
    expect(screen.getByLabelText('Rain file (NetCDF4)')).toHaveFocus()
  })

  it('keeps the file after a failed PUT and uploads it on Try again', async () => {
    const id = await createdRun()
    backend.server.use(http.put(STORAGE_PUT, () => HttpResponse.error(), { once: true }))
    const { user } = await renderPanel(id)
    await choose(user, fileOf(await sampleRainNetcdf4(), 'storm.nc'))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The upload of storm.nc failed')
    expect(alert).toHaveTextContent(/Could not reach the file storage/)
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    const list = await rainList()
    expect(await within(list).findByText(/Ready: 12 time steps/)).toBeVisible()
    // The retry renewed the waiting record's link: still one file.
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
  })

  it('renews an expired put_url once (storage 403) and completes', async () => {
    const id = await createdRun()
    backend.server.use(
      http.put(STORAGE_PUT, () => new HttpResponse('<Error/>', { status: 403 }), { once: true }),
    )
    const { user } = await renderPanel(id)
    await choose(user, fileOf(await sampleRainNetcdf4(), 'late.nc'))
    expect(await within(await rainList()).findByText(/Ready: 12 time steps/)).toBeVisible()
    expect(backend.sentTo(RAIN_PATH, 'POST')).toHaveLength(2)
  })

  it('cancels an upload in flight and removes the record that waited for it', async () => {
    const id = await createdRun()
    backend.server.use(
      http.put(STORAGE_PUT, async () => {
        await delay('infinite')
        return new HttpResponse(null)
      }),
    )
    const { user } = await renderPanel(id)
    await choose(user, fileOf(await sampleRainNetcdf4(), 'slow.nc'))
    expect(await screen.findByRole('progressbar', { name: 'Uploading slow.nc' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }))
    expect(await screen.findByText('The upload of slow.nc was cancelled')).toBeVisible()
    await waitFor(() => expect(backend.sentTo(/\/netcdf\/\d+\/?$/, 'DELETE')).toHaveLength(1))
    expect(await screen.findByText('No rain file')).toBeVisible()
  })

  it('removes a file', async () => {
    const id = await createdRun()
    await backend.api(`/simulations/${id}/events/rain/rasters/netcdf/`, {
      body: { filename: 'old.nc' },
    })
    const { user } = await renderPanel(id)
    const list = await rainList()
    expect(within(list).getByText('Waiting for its upload')).toBeVisible()
    await user.click(within(list).getByRole('button', { name: 'Remove old.nc' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove this rain file?' })
    await user.click(within(dialog).getByRole('button', { name: 'Remove file' }))
    expect(await screen.findByText('No rain file')).toBeVisible()
  })

  it('is read-only once the run has started', async () => {
    const id = await createdRun()
    await backend.api(`/simulations/${id}/events/rain/rasters/netcdf/`, {
      body: { filename: 'kept.nc' },
    })
    await backend.api(`/simulations/${id}/actions/`, { body: { name: 'start' } })
    await renderPanel(id)
    expect(within(await rainList()).getByText('kept.nc')).toBeVisible()
    expect(screen.queryByLabelText('Rain file (NetCDF4)')).toBeNull()
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull()
  })

  it('links the sample files', async () => {
    await renderPanel(await createdRun())
    expect(screen.getByRole('link', { name: 'NetCDF4 rain file' })).toHaveAttribute(
      'href',
      '/samples/sample-rain-netcdf4.nc',
    )
    expect(screen.getByRole('link', { name: 'NetCDF3 (classic) file' })).toHaveAttribute(
      'href',
      '/samples/sample-rain-netcdf3-classic.nc',
    )
  })
})

describe('rain files with one record the app cannot read', () => {
  it('shows the readable files and one line naming the record and its field', async () => {
    const id = await createdRun()
    const file = { filename: 'storm.nc', state: 'processed', size: 10, etag: 'e' }
    const good = { id: 5, url: 'http://api.test/v3/x/5/', file, uid: 'u5' }
    backend.server.use(
      http.get(RAIN_PATH, () =>
        HttpResponse.json({
          count: 2,
          next: null,
          previous: null,
          results: [good, { ...good, id: 6, file: { ...file, state: 'melted' } }],
        }),
      ),
    )
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await renderPanel(id)
    expect(await within(await rainList()).findByText(/storm\.nc/)).toBeVisible()
    const unreadable = screen.getByRole('list', { name: 'Records that could not be read' })
    expect(unreadable).toHaveTextContent(
      /^Record 2 \(id 6\) could not be read: field `file\.state`/,
    )
  })
})
