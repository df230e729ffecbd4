import { readFileSync } from 'node:fs'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { addBreach, createRun, createSimulation } from '@/testing/new-run'
import { renderRoutes, setupTestBackend } from '@/testing/render-with-backend'
import { NewSetPage } from './new-set-page'
import { SetBoardPage } from './set-board-page'

const backend = setupTestBackend({ freshWorldEachTest: true })

beforeAll(() => {
  // jsdom lays nothing out; the pick list scrolls a picked entry into view.
  Element.prototype.scrollIntoView = vi.fn()
})

async function baseWithBreach(withBreach = true) {
  const base = await createSimulation(backend.api, { name: 'Dike ring' })
  const potential = backend.backend.world.potentialBreaches.find((each) => each.hydromodel_id === 1)
  if (withBreach && potential) await addBreach(backend.api, base.id, potential.id)
  return base
}

const renderNewSet = (id: number) =>
  renderRoutes(
    { '/sets/new/:baseId': <NewSetPage />, '/sets/:slug': <SetBoardPage /> },
    `/sets/new/${id}`,
  )

async function pickBreaches(user: ReturnType<typeof renderNewSet>['user'], count: number) {
  const list = await screen.findByRole('region', { name: 'Pick the breaches' })
  const entries = within(list).getAllByRole('checkbox').slice(0, count)
  for (const entry of entries) await user.click(entry)
  return entries.map((entry) => entry.textContent ?? '')
}

describe('a new scenario set', () => {
  it('from two breaches picked in the list: the board shows the two runs configured', async () => {
    const base = await baseWithBreach()
    const { user } = renderNewSet(base.id)
    await user.type(await screen.findByLabelText(/Name of the set/), 'Ring west')
    await pickBreaches(user, 2)
    await user.click(screen.getByRole('button', { name: 'Create the set' }))
    expect(await screen.findByRole('heading', { name: 'Set Ring west' })).toBeInTheDocument()
    await waitFor(
      () =>
        expect(screen.getByRole('list', { name: 'Runs by state' })).toHaveTextContent(
          '2 configured',
        ),
      { timeout: 10_000 },
    )
  })

  it('without a breach picked, says so and keeps the name', async () => {
    const base = await baseWithBreach()
    const { user } = renderNewSet(base.id)
    const name = await screen.findByLabelText(/Name of the set/)
    await user.type(name, 'Ring east')
    await user.click(screen.getByRole('button', { name: 'Create the set' }))
    expect(await screen.findByText('Pick at least one breach')).toBeInTheDocument()
    expect(name).toHaveValue('Ring east')
  })

  it('a base without a breach says why before anything is created', async () => {
    const base = await baseWithBreach(false)
    backend.forgetRequests()
    const { user } = renderNewSet(base.id)
    await user.type(await screen.findByLabelText(/Name of the set/), 'Ring north')
    await pickBreaches(user, 1)
    await user.click(screen.getByRole('button', { name: 'Create the set' }))
    expect(
      await screen.findByText(/The base has no breach to take the parameters from/),
    ).toBeInTheDocument()
    expect(backend.sentTo(/\/v3\/simulations\/?$/, 'POST')).toHaveLength(0)
  })

  it('a name an existing set has asks before adding to it', async () => {
    const base = await baseWithBreach()
    const other = await createRun(backend.api, { name: 'Elsewhere', tags: ['set:ring-south'] })
    expect(other).toBeTruthy()
    const { user } = renderNewSet(base.id)
    await user.type(await screen.findByLabelText(/Name of the set/), 'Ring south')
    await pickBreaches(user, 1)
    await user.click(screen.getByRole('button', { name: 'Create the set' }))
    expect(await screen.findByText(/already holds 1 run;/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Create the set' }))
    expect(await screen.findByRole('heading', { name: 'Set Ring south' })).toBeInTheDocument()
  })

  it('from several rain files: a file that is no NetCDF4 is named and left out, the others make a run each', async () => {
    const base = await baseWithBreach(false)
    const { user } = renderNewSet(base.id)
    await user.type(await screen.findByLabelText(/Name of the set/), 'Design storms')
    await user.click(screen.getByRole('radio', { name: 'Rain files' }))
    const rain = readFileSync('public/samples/sample-rain-netcdf4.nc')
    await user.upload(screen.getByLabelText('NetCDF files'), [
      new File([rain], 'storm-t10.nc'),
      new File([rain], 'storm-t100.nc'),
      new File(['time,rain'], 'rain-table.nc'),
    ])
    const chosen = await screen.findByRole('list', { name: 'Rain files of the set' })
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['storm-t10.nc', 'storm-t100.nc'])
    expect(screen.getByRole('alert', { name: 'Files left out' })).toHaveTextContent(
      /^rain-table\.nc: /,
    )
    await user.click(screen.getByRole('button', { name: 'Create the set' }))
    expect(await screen.findByRole('heading', { name: 'Set Design storms' })).toBeInTheDocument()
    await waitFor(
      () =>
        expect(screen.getByRole('list', { name: 'Runs by state' })).toHaveTextContent(
          '2 configured',
        ),
      { timeout: 10_000 },
    )
  })

  it('over storms × breaches says how many runs it makes before anything is created', async () => {
    const base = await baseWithBreach()
    const { user } = renderNewSet(base.id)
    await user.type(await screen.findByLabelText(/Name of the set/), 'Storms west')
    await user.click(screen.getByRole('radio', { name: 'Design storms' }))
    await user.click(screen.getByRole('button', { name: 'Create the set' }))
    expect(await screen.findByText('Tick at least one design storm')).toBeInTheDocument()
    for (const number of [8, 9, 10]) {
      await user.click(screen.getByRole('checkbox', { name: new RegExp(`^Storm ${number}: `) }))
    }
    expect(screen.getByText('This set makes 3 runs.')).toBeInTheDocument()
    await pickBreaches(user, 2)
    expect(screen.getByText('This set makes 6 runs.')).toBeInTheDocument()
  })
})
