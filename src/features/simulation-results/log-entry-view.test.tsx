import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LogEntry } from '@/lib/log-files/log-zip'
import { LogEntryView } from './log-entry-view'

const PLATFORM = join(__dirname, '../../../test-data/platform')
const FACTS = join(PLATFORM, 'facts/log-zip')

function entryOf(path: string, name = path.split('/').at(-1) ?? path): LogEntry {
  const text = readFileSync(join(FACTS, path), 'utf8')
  return { name, size: text.length, text }
}

const show = (entry: LogEntry) => render(<LogEntryView entry={entry} />)

describe('LogEntryView on the platform’s files', () => {
  it('counts an iteration.log or matrix.log holding only its header as empty', () => {
    show(entryOf('current/iteration.log'))
    expect(screen.getByText(/Empty: good news, the Newton iteration converged/)).toBeVisible()
    expect(screen.queryByText(/Not empty/)).toBeNull()
  })

  it('raises the alarm for lines below the header, and shows them as a table', () => {
    show(entryOf('crashed/matrix.log'))
    expect(screen.getByText(/Not empty: this log is written only when the solver/)).toBeVisible()
    const table = screen.getByRole('table', { name: 'Solver trouble (1)' })
    expect(within(table).getByRole('cell', { name: 'no convergence' })).toBeVisible()
  })

  it('shows flow_summary.json as the figures to check and the water in and out', () => {
    const text = readFileSync(join(PLATFORM, 'water-quality/flow_summary.json'), 'utf8')
    show({ name: 'flow_summary.json', size: text.length, text })
    expect(screen.getByRole('heading', { name: 'Flow summary (flow_summary.json)' })).toBeVisible()
    expect(screen.getByText('Largest volume error').nextElementSibling).toHaveTextContent(
      '1.1e-6 m³',
    )
    expect(screen.getByText('Largest time step').nextElementSibling).toHaveTextContent('1 s')
    const into = screen.getByRole('table', { name: 'Water in' })
    expect(within(into).getByRole('row', { name: /Rain 2D/ })).toHaveTextContent('11,138')
    expect(within(into).getByRole('row', { name: /Total/ })).toHaveTextContent('11,138')
    const out = screen.getByRole('table', { name: 'Water out' })
    expect(within(out).getByRole('row', { name: /^Infiltration/ })).toHaveTextContent('2,519')
    expect(screen.getByRole('table', { name: 'General information' })).toBeVisible()
  })

  it('shows the older flow_summary.log the same way', () => {
    const zip = unzipSync(new Uint8Array(readFileSync(join(FACTS, 'bwn-test-0d1d-core-2.0.zip'))))
    const text = strFromU8(zip['flow_summary.log'] ?? new Uint8Array())
    show({ name: 'flow_summary.log', size: text.length, text })
    expect(screen.getByRole('table', { name: 'Volume balance of 0D model' })).toBeVisible()
    expect(screen.getByText('Smallest time step').nextElementSibling).toHaveTextContent('15 s')
  })

  it('names the substance summary and shows its groups', () => {
    show(entryOf('current/water_quality_substance_summary.json'))
    expect(screen.getByRole('heading', { name: /^Substance summary/ })).toBeVisible()
    const tracer = screen.getByRole('table', { name: 'Substance balance › Tracer' })
    expect(within(tracer).getByRole('row', { name: /Load from rain/ })).toHaveTextContent('kg')
  })

  it('keeps the scheduler log folded, named for whom it is meant', () => {
    show(entryOf('current/scheduler.log'))
    expect(screen.getByRole('heading', { name: 'Scheduler log (scheduler.log)' })).toBeVisible()
    expect(screen.getByText(/meant for the platform’s developers/)).toBeVisible()
    expect(screen.getByText('Show the scheduler log (4 lines)')).toBeVisible()
  })

  it('charts the platform’s water balance: volumes, flows, the volume error', async () => {
    show(entryOf('current/water_balance.csv'))
    expect(
      await screen.findByRole('figure', { name: 'Volumes in the water balance' }),
    ).toBeVisible()
    expect(screen.getByRole('figure', { name: 'Flows in the water balance' })).toBeVisible()
    expect(screen.getByRole('figure', { name: 'Volume error of the water balance' })).toBeVisible()
    expect(
      screen.getByText(/0 throughout, not drawn: Volume in 2D groundwater domain \(m³\)/),
    ).toHaveTextContent('Volume leakage (no unit given)')
  })
})
