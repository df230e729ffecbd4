import { Blob as NodeBlob, File as NodeFile } from 'node:buffer'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TEST_STORAGE_BASE } from '@/mocks/node'
import { createRun } from '@/testing/new-run'
import { type renderRoutes, setupTestBackend } from '@/testing/render-with-backend'
import { renderSection } from '@/testing/workspace-section'
import { BoundaryConditionsPanel } from './boundary-conditions-panel'

const backend = setupTestBackend({ freshWorldEachTest: true })
// The editor builds its file as a Blob; msw reads an XMLHttpRequest body only from Node's Blob
// (as the rain tests hand it Node's File), so this file's tests run with Node's Blob.
beforeAll(() => vi.stubGlobal('Blob', NodeBlob))
afterAll(() => vi.unstubAllGlobals())

const FILE_PATH = /\/events\/boundaryconditions\/file\/?$/

const createdRun = () => createRun(backend.api, { name: 'Boundary panel' })

async function renderPanel(id: number) {
  const rendered = renderSection(id, 'events', <BoundaryConditionsPanel />)
  await screen.findByRole('table', { name: 'Boundaries of the model' })
  return rendered
}

/** The rows boxes, one per boundary of the model (polder: 1D 1, 1D 2, 2D 1). */
const rowsBoxes = () => screen.getAllByRole('textbox', { name: /Rows: time and value/ })

type User = ReturnType<typeof renderRoutes>['user']

async function fillAll(user: User, text = '0\t1\n3600\t2') {
  for (const box of rowsBoxes()) {
    await user.click(box)
    await user.paste(text)
  }
}

describe('the boundary-conditions panel', () => {
  it('lists the model’s boundaries, builds a series for each, uploads and shows valid', async () => {
    const id = await createdRun()
    const { user } = await renderPanel(id)
    const list = screen.getByRole('table', { name: 'Boundaries of the model' })
    expect(within(list).getByText('1D boundary 1')).toBeVisible()
    expect(within(list).getByText('2D boundary 1')).toBeVisible()
    expect(rowsBoxes()).toHaveLength(3)
    await fillAll(user)
    expect(screen.getByText(/Stored as: boundary_conditions_simulation_\d+\.json/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Upload the file' }))
    expect(await screen.findByText('Valid', {}, { timeout: 5000 })).toBeVisible()
    expect(within(list).getAllByText('Covered')).toHaveLength(3)
    expect(backend.sentTo(FILE_PATH, 'POST')).toHaveLength(1)
  })

  it('refuses pasted text row by row and sends nothing while a boundary lacks a series', async () => {
    const id = await createdRun()
    const { user } = await renderPanel(id)
    const [first] = rowsBoxes()
    await user.click(first as HTMLElement)
    await user.paste('time;level\n0;0,5\n60;abc')
    expect(await screen.findByText('Row 3: "abc" is not a number.')).toBeVisible()
    expect(screen.getByText(/Row 1: header "time;level" skipped/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Upload the file' }))
    expect(await screen.findByText('2D boundary 1: the timeseries has no values.')).toBeVisible()
    expect(backend.sentTo(FILE_PATH, 'POST')).toHaveLength(0)
  })

  it('keeps what was typed over a reload and a failed request', async () => {
    const id = await createdRun()
    const first = await renderPanel(id)
    await fillAll(first.user, '0\t4\n60\t5')
    backend.server.use(
      http.post(FILE_PATH, () => HttpResponse.json({ detail: 'Server down' }, { status: 503 }), {
        once: true,
      }),
    )
    await first.user.click(screen.getByRole('button', { name: 'Upload the file' }))
    expect(await screen.findByText(/^The upload of .* failed$/)).toBeVisible()
    expect(rowsBoxes()[0]).toHaveValue('0\t4\n60\t5')
    cleanup()
    await renderPanel(id)
    expect(rowsBoxes().map((box) => (box as HTMLTextAreaElement).value)).toEqual([
      '0\t4\n60\t5',
      '0\t4\n60\t5',
      '0\t4\n60\t5',
    ])
    expect(screen.getByText(/holds what you typed before/)).toBeVisible()
  })

  it('loads a JSON file someone made and, missing a boundary, shows invalid next to it', async () => {
    const id = await createdRun()
    const { user, queryClient } = await renderPanel(id)
    const made = [
      {
        id: 1,
        type: '1D',
        interpolate: false,
        values: [
          [0, 1],
          [3600, 1],
        ],
      },
      { id: 2, type: '1D', interpolate: true, values: [[0, 2]] },
    ]
    const file = new NodeFile([JSON.stringify(made)], 'made by hand.json') as unknown as File
    await user.upload(screen.getByLabelText('Load a JSON file you made'), file)
    expect(await screen.findByText(/Loaded made by hand.json/)).toBeVisible()
    expect(rowsBoxes()[1]).toHaveValue('0\t2')
    expect(screen.getByText(/1D boundary 2 ends at 0 s, before the run's end/)).toBeVisible()
    expect(screen.getByText('Stored as: made_by_hand.json')).toBeVisible()
    // The editor refuses it; the server must as well: send it past the editor.
    const link = await backend.api(`/simulations/${id}/events/boundaryconditions/file/`, {
      body: { filename: 'made.json' },
    })
    const { put_url } = link.body as { put_url: string }
    await fetch(put_url, { method: 'PUT', body: JSON.stringify(made) })
    await queryClient.invalidateQueries()
    const list = screen.getByRole('table', { name: 'Boundaries of the model' })
    expect(
      await within(list).findByText('2D boundary 1 has no timeseries.', {}, { timeout: 5000 }),
    ).toBeVisible()
    expect(screen.getByText('Invalid')).toBeVisible()
  })

  it('keeps the editor after a failed PUT, and the next upload uses the waiting record', async () => {
    const id = await createdRun()
    const { user } = await renderPanel(id)
    await fillAll(user)
    backend.server.use(
      http.put(`${TEST_STORAGE_BASE}/*`, () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Upload the file' }))
    expect(await screen.findByText(/^The upload of .* failed$/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Valid', {}, { timeout: 5000 })).toBeVisible()
    const answer = await backend.api(`/simulations/${id}/events/boundaryconditions/file/`)
    expect((answer.body as { count: number }).count).toBe(1)
  })

  it('cancels an upload in flight, removes the record that waited for it and keeps the series', async () => {
    const id = await createdRun()
    backend.server.use(
      http.put(`${TEST_STORAGE_BASE}/*`, async () => {
        await delay('infinite')
        return new HttpResponse(null)
      }),
    )
    const { user } = await renderPanel(id)
    await fillAll(user, '0\t3')
    await user.click(screen.getByRole('button', { name: 'Upload the file' }))
    expect(await screen.findByRole('progressbar', { name: /^Uploading / })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }))
    expect(await screen.findByText(/^The upload of .* was cancelled$/)).toBeVisible()
    await waitFor(() => expect(backend.sentTo(/\/file\/\d+\/?$/, 'DELETE')).toHaveLength(1))
    const answer = await backend.api(`/simulations/${id}/events/boundaryconditions/file/`)
    expect((answer.body as { count: number }).count).toBe(0)
    expect(rowsBoxes()[0]).toHaveValue('0\t3')
  })

  it('imports a CSV into a boundary’s rows, decimal commas and a header included', async () => {
    const id = await createdRun()
    const { user } = await renderPanel(id)
    const csv = new NodeFile(
      ['tijd;waarde\r\n0;1,5\r\n;\r\n60;2,5\r\n'],
      'level.csv',
    ) as unknown as File
    const [input] = screen.getAllByLabelText('Import a CSV or text file into these rows')
    await user.upload(input as HTMLElement, csv)
    const table = await screen.findByRole('table', { name: 'Values of 1D boundary 1' })
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Time (s)Value', '01.5', '602.5'])
  })

  it('shows the series read back in the time unit the rows were typed in', async () => {
    const id = await createdRun()
    const { user } = await renderPanel(id)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Times in' }), 'h')
    const [first] = rowsBoxes()
    await user.click(first as HTMLElement)
    await user.paste('0\t1\n1.5\t2')
    const table = await screen.findByRole('table', { name: 'Values of 1D boundary 1' })
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Time (h)Value', '01', '1.52'])
  })

  it('brings the editor back with the series after the file is removed', async () => {
    const id = await createdRun()
    const { user } = await renderPanel(id)
    await fillAll(user, '0\t7')
    await user.click(screen.getByRole('button', { name: 'Upload the file' }))
    expect(await screen.findByText('Valid', {}, { timeout: 5000 })).toBeVisible()
    expect(screen.queryAllByRole('textbox', { name: /Rows: time and value/ })).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: /^Remove boundary_conditions/ }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove this boundary-conditions file?',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Remove file' }))
    await screen.findByRole('form', { name: 'Build the boundary-conditions file' })
    expect(rowsBoxes().map((box) => (box as HTMLTextAreaElement).value)).toEqual([
      '0\t7',
      '0\t7',
      '0\t7',
    ])
  })

  it('after the run started: the file is shown, nothing can be added or removed', async () => {
    const id = await createdRun()
    const path = `/simulations/${id}/events/boundaryconditions/file/`
    const link = await backend.api(path, { body: { filename: 'bc.json' } })
    await fetch((link.body as { put_url: string }).put_url, { method: 'PUT', body: '[]' })
    await backend.api(`/simulations/${id}/actions/`, { body: { name: 'start' } })
    await renderPanel(id)
    expect(await screen.findByText('bc.json')).toBeVisible()
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull()
    expect(screen.queryByRole('form', { name: 'Build the boundary-conditions file' })).toBeNull()
  })
})
