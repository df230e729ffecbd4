import { lazy, Suspense } from 'react'
import { LoadingState } from '@/components/loading-state'
import type { LogEntry } from './log-zip'
import { textTableOf } from './text-table'
import { chartTerms, parseWaterBalanceCsv } from './water-balance-csv'

const WaterBalanceChart = lazy(() => import('./water-balance-chart'))

/** Why an empty solver log is good news (api.md "Files inside the ZIP"). */
const EMPTY_MEANS = new Map([
  ['iteration.log', 'the Newton iteration converged well throughout the run'],
  ['matrix.log', 'the matrix solver found a solution at every time step'],
])

/** Logs can be long: the page shows the start, the download has the rest. */
const SHOWN_CHARACTERS = 200_000

function Heading({ entry }: { entry: LogEntry }) {
  return <h3 className="log-entry__name">{entry.name}</h3>
}

function Preformatted({ text }: { text: string }) {
  const shown = text.length > SHOWN_CHARACTERS ? text.slice(0, SHOWN_CHARACTERS) : text
  return (
    <>
      {/* A focusable, labelled scroll area, so keyboard users can scroll a long log. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre className="log-entry__text" tabIndex={0}>
        {shown}
      </pre>
      {shown.length < text.length ? (
        <p className="muted">
          The first {SHOWN_CHARACTERS.toLocaleString('en')} characters are shown; download the ZIP
          for the whole log.
        </p>
      ) : null}
    </>
  )
}

function WaterBalance({ text }: { text: string }) {
  const balance = parseWaterBalanceCsv(text)
  if (!balance.ok) {
    return (
      <p className="notice notice--warning" role="note">
        The water balance cannot be drawn: {balance.reason}
      </p>
    )
  }
  return (
    <Suspense fallback={<LoadingState label="Loading the chart…" />}>
      <WaterBalanceChart
        terms={chartTerms(balance)}
        rows={balance.rows}
        timeName={balance.timeName}
        timeKind={balance.timeKind}
      />
    </Suspense>
  )
}

function TimestepReductions({ text }: { text: string }) {
  const table = textTableOf(text)
  if (table === null) return <Preformatted text={text} />
  if (table.rows.length === 0) {
    return (
      <p className="notice notice--success">
        No time-step reductions: the time step never had to be reduced (columns:{' '}
        {table.header.join(', ')}).
      </p>
    )
  }
  return (
    <div className="table-wrap log-entry__table">
      <table>
        <caption>Time-step reductions ({table.rows.length})</caption>
        <thead>
          <tr>
            {table.header.map((cell, index) => (
              <th key={index} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {table.header.map((_, index) => (
                <td key={index}>{row[index] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** One file of the log ZIP, shown as what it is. */
export function LogEntryView({ entry }: { entry: LogEntry }) {
  const emptyMeans = EMPTY_MEANS.get(entry.name)
  if (entry.text.trim() === '') {
    return (
      <div className="log-entry">
        <Heading entry={entry} />
        <p className={emptyMeans ? 'notice notice--success' : 'muted'}>
          {emptyMeans ? `Empty: good news, ${emptyMeans}.` : 'Empty.'}
        </p>
      </div>
    )
  }
  return (
    <div className="log-entry">
      <Heading entry={entry} />
      {emptyMeans ? (
        <p className="notice notice--warning" role="note">
          Not empty: this log is written only when the solver has trouble.
        </p>
      ) : null}
      {entry.name === 'water_balance.csv' ? (
        <WaterBalance text={entry.text} />
      ) : entry.name === 'timestep_reduction.log' ? (
        <TimestepReductions text={entry.text} />
      ) : (
        <Preformatted text={entry.text} />
      )}
    </div>
  )
}
