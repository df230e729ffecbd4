import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { listEnvelope } from '@/api/common'
import { potentialBreach } from '@/api/models/schema'
import { addBreach, createRun } from '@/testing/new-run'
import { renderRoutes, setupTestBackend } from '@/testing/render-with-backend'
import { ConfigurationsSideBySide } from './configurations-side-by-side'

const backend = setupTestBackend({ freshWorldEachTest: true })
const ZUIDPLASPOLDER = 1

async function runWithBreach(width: number) {
  const id = await createRun(backend.api, {
    name: `Breach ${width} m`,
    hydromodel: String(ZUIDPLASPOLDER),
    duration: 6 * 3600,
  })
  const page = await backend.getParsed(
    `/hydromodels/${ZUIDPLASPOLDER}/potentialbreaches/?limit=250`,
    listEnvelope(potentialBreach),
  )
  const first = page.results[0]
  if (!first) throw new Error('Zuidplaspolder has potential breaches')
  await addBreach(backend.api, id, first.id, { width })
  return id
}

function renderCompared(a: number, b: number) {
  return renderRoutes({ '/': <ConfigurationsSideBySide a={a} b={b} /> }, '/')
}

const table = () =>
  screen.findByRole('table', { name: 'Configurations of the two runs' }, { timeout: 15_000 })

describe('the configurations side by side', () => {
  it('marks the breach width as differing, in words, and shows only differences when asked', async () => {
    const a = await runWithBreach(10)
    const b = await runWithBreach(50)
    const { user } = renderCompared(a, b)
    const rows = within(await table()).getAllByRole('row')
    const width = rows.find((row) => /initial width/.test(row.textContent ?? ''))
    if (!width) throw new Error('a row for the initial width')
    expect(
      within(width)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['10 m', '50 m', '≠ Differs'])
    expect(screen.getByText('1 of', { exact: false })).toHaveTextContent(
      /^1 of \d+ fields differ\./,
    )
    const depth = rows.find((row) => /time to maximum depth/.test(row.textContent ?? ''))
    expect(depth).toHaveTextContent('Same')

    await user.click(screen.getByLabelText('Only differences'))
    const shown = within(await table()).getAllByRole('row')
    // The header, the Breaches group and the width.
    expect(shown).toHaveLength(3)
    expect(shown[2]).toHaveTextContent(/initial width/)
  })

  it('says when the two runs are configured alike', async () => {
    const a = await runWithBreach(10)
    const b = await runWithBreach(10)
    const { user } = renderCompared(a, b)
    await table()
    expect(screen.getByText('The two runs are configured alike.')).toBeInTheDocument()
    await user.click(screen.getByLabelText('Only differences'))
    expect(screen.getByText('No field differs.')).toBeInTheDocument()
  })

  it('offers Retry when a configuration cannot be read, and shows it once it can', async () => {
    const a = await runWithBreach(10)
    const b = await runWithBreach(50)
    let fail = true
    backend.server.use(
      http.get('*/v3/simulations/:id/events/', () =>
        fail ? HttpResponse.json({ detail: 'Server error' }, { status: 500 }) : undefined,
      ),
    )
    const { user } = renderCompared(a, b)
    expect(
      await screen.findByText('Could not load the configurations', {}, { timeout: 15_000 }),
    ).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await table()).toBeInTheDocument()
  })
})
