import { readSummaryJson, readSummaryLog } from '@/lib/log-files/flow-summary'
import { SummaryView } from './flow-summary-view'
import { LOG_TITLES } from './log-entry-view-titles'
import { linesBelowHeader, SOLVER_LOGS, type LogEntry } from '@/lib/log-files/log-zip'
import { textTableOf } from '@/lib/log-files/text-table'
import { WaterBalanceView } from './water-balance-view'

/** Why an empty solver log is good news (api.md "Files inside the ZIP"). */
const EMPTY_MEANS = new Map([
  ['iteration.log', 'the Newton iteration converged well throughout the run'],
  ['matrix.log', 'the matrix solver found a solution at every time step'],
])

/** Logs can be long: the page shows the start, the download has the rest. */
const SHOWN_CHARACTERS = 200_000

function Heading({ entry }: { entry: LogEntry }) {
  const known = LOG_TITLES[entry.name]
  return (
    <>
      <h3 className="log-entry__name">{known ? `${known.title} (${entry.name})` : entry.name}</h3>
      {known ? <p className="muted">{known.about}</p> : null}
    </>
  )
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

const NO_ROWS = new Map([
  ['Time-step reductions', 'No time-step reductions: the time step never had to be reduced'],
  ['Solver trouble', 'No lines below the header'],
])

function LogTable({ text, caption }: { text: string; caption: string }) {
  const table = textTableOf(text)
  if (table === null) return <Preformatted text={text} />
  if (table.rows.length === 0) {
    return (
      <p className="notice notice--success">
        {NO_ROWS.get(caption) ?? 'No rows'} (columns: {table.header.join(', ')}).
      </p>
    )
  }
  return (
    // A focusable, labelled scroll area, so keyboard users can scroll a wide log's table.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-wrap log-entry__table" tabIndex={0} role="region" aria-label={caption}>
      <table>
        <caption>
          {caption} ({table.rows.length})
        </caption>
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

function Content({ entry }: { entry: LogEntry }) {
  const { name, text } = entry
  if (name === 'water_balance.csv') return <WaterBalanceView text={text} />
  if (name === 'timestep_reduction.log')
    return <LogTable text={text} caption="Time-step reductions" />
  if (SOLVER_LOGS.includes(name)) return <LogTable text={text} caption="Solver trouble" />
  if (name === 'scheduler.log') {
    const lines = linesBelowHeader(text).length
    return (
      <details>
        <summary>Show the scheduler log ({lines.toLocaleString('en')} lines)</summary>
        <Preformatted text={text} />
      </details>
    )
  }
  const summary = name.endsWith('.json') ? readSummaryJson(text) : readSummaryLog(text)
  if (name.startsWith('flow_summary.') || name === 'water_quality_substance_summary.json') {
    return (
      <>
        <SummaryView reading={summary} flow={name.startsWith('flow_summary.')} />
        {summary.ok ? null : <Preformatted text={text} />}
      </>
    )
  }
  return <Preformatted text={text} />
}

/** Empty, for a solver log: nothing below the header line the platform always writes. */
function isEmpty(entry: LogEntry): boolean {
  if (SOLVER_LOGS.includes(entry.name)) return linesBelowHeader(entry.text).length === 0
  return entry.text.trim() === ''
}

export function LogEntryView({ entry }: { entry: LogEntry }) {
  const emptyMeans = EMPTY_MEANS.get(entry.name)
  if (isEmpty(entry)) {
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
      <Content entry={entry} />
    </div>
  )
}
