import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { forgetBrowserRecords } from '@/workflows/browser/browser-records'
import { setJournal, type SetRecord } from '@/workflows/scenario-sets/set-record'
import { formatMoment } from '@/lib/local-time'
import { TEST_API_BASE } from '@/mocks/node'
import { renderRoutes, setupTestBackend } from '@/testing/render-with-backend'
import { SetsPage } from './sets-page'

const backend = setupTestBackend({ freshWorldEachTest: true })
const renderSetsPage = () => renderRoutes({ '/sets': <SetsPage /> }, '/sets')

/** A set planned in this browser, none of its runs created yet. */
function plannedHere(name: string, slug: string, runs: number): SetRecord {
  const run = { variant: { kind: 'rain', label: 'r', filename: 'r.nc' } } as SetRecord['runs'][0]
  return {
    slug,
    name,
    tag: `set:${slug}`,
    baseId: 1,
    baseName: 'Base run',
    plannedAt: '2026-11-20T08:00:00.000Z',
    runs: Array.from({ length: runs }, () => run),
    stopped: null,
  }
}

/** Two of the organisation's simulations carry the tag of a set planned elsewhere. */
function taggedOnTheServer(slug: string) {
  const runs = backend.backend.world.simulations
    .filter((sim) => sim.organisation_name === 'Polder Water Board')
    .slice(0, 2)
  for (const sim of runs) sim.tags = [...sim.tags, `set:${slug}`]
}

beforeEach(() => forgetBrowserRecords())

describe('the scenario sets page', () => {
  it('lists the sets planned here and those found on the server, each linking to its board', async () => {
    await setJournal().save(plannedHere('Levee breaches north', 'levee-breaches-north', 3))
    taggedOnTheServer('rain-2050')
    renderSetsPage()
    const table = await screen.findByRole('table', { name: 'Scenario sets' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      `Levee breaches northBase run0 of 3 created${formatMoment('2026-11-20T08:00:00.000Z')}`,
      'rain-2050—2 foundNo',
    ])
    expect(within(table).getByRole('link', { name: 'Levee breaches north' })).toHaveAttribute(
      'href',
      '/sets/levee-breaches-north',
    )
    expect(within(table).getByRole('link', { name: 'rain-2050' })).toHaveAttribute(
      'href',
      '/sets/rain-2050',
    )
  })

  it('says when there is no set yet, with a way to the simulations', async () => {
    renderSetsPage()
    expect(await screen.findByText('No scenario sets yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'All simulations' })).toHaveAttribute(
      'href',
      '/simulations',
    )
  })

  it('says when the server cannot be read, with Try again', async () => {
    backend.server.use(
      http.get(`${TEST_API_BASE}/simulations/`, () => HttpResponse.json({}, { status: 500 })),
    )
    renderSetsPage()
    expect(await screen.findByText('The scenario sets could not be read')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
