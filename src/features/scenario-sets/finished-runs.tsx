import { useQueries, type UseQueryResult } from '@tanstack/react-query'
import { z } from 'zod'
import { isMaking, runFiguresQuery, type FiguresReading } from '@/api/simulations/log-zip-queries'
import { Button } from '@/components/button'
import { useValidatedSearch } from '@/components/hooks/use-validated-search'
import { Table, type Column } from '@/components/table'
import { formatDuration } from '@/lib/duration'
import { formatQuantity, unitText } from '@/lib/quantity-text'
import { formatMoment } from '@/lib/local-time'
import type { BoardRow } from './board-rows'
import {
  breachDepthFailure,
  breachDepthText,
  breachDepthValue,
  type BreachDepthReading,
} from './breach-depth'
import { breachDepthQuery } from './breach-depth-query'
import {
  figureOf,
  idOf,
  sortKeys,
  sorted,
  type DepthsById,
  type FiguresById,
  type Readings,
  type SortKey,
} from './finished-order'
import { SetExport } from './set-export-buttons'

/** `?sort=status`: the finished runs' order, in the URL (decision 0003). */
const finishedSearch = z.object({ sort: z.enum(sortKeys).catch('name').default('name') })

const labels: Record<SortKey, string> = {
  name: 'Run',
  status: 'Status',
  duration: 'Duration',
  ended: 'Ended',
  volumeError: 'Max. volume error',
  waterIn: 'Water in',
  waterOut: 'Water out',
  breachDepth: 'Max depth at the breach (m)',
}
const numericKeys: readonly SortKey[] = [
  'duration',
  'volumeError',
  'waterIn',
  'waterOut',
  'breachDepth',
]

/** A read that failed or found nothing to say: Retry reads it again. */
type Retried<Reading> = { readings: ReadonlyMap<number, Reading>; retry: () => void }

function byRun<Reading>(
  ids: readonly number[],
  results: readonly UseQueryResult<Reading>[],
  failed: (reading: Reading | Error | undefined) => boolean,
): Retried<Reading | Error | undefined> {
  return {
    readings: new Map(results.map((result, at) => [ids[at] ?? -1, result.error ?? result.data])),
    retry: () =>
      results.forEach((result) => {
        if (failed(result.error ?? result.data)) void result.refetch()
      }),
  }
}

/** Every ended run's flow summary, read once each (its log ZIP does not change). */
function useFigures(ended: readonly BoardRow[]) {
  const ids = ended.flatMap((row) => (row.simulation ? [row.simulation.id] : []))
  return useQueries({
    queries: ids.map((id) => runFiguresQuery(id)),
    combine: (results) => byRun(ids, results, (reading) => figuresFailure(reading) !== null),
  })
}

/** Every ended run's depth at its breach, read once each, four at a time. */
function useBreachDepths(ended: readonly BoardRow[]) {
  const runs = ended.flatMap((row) => (row.simulation ? [row.simulation] : []))
  return useQueries({
    queries: runs.map((run) => breachDepthQuery(run)),
    combine: (results) =>
      byRun(
        runs.map((run) => run.id),
        results,
        (reading) => breachDepthFailure(reading) !== null,
      ),
  })
}

function BreachDepthCell({ reading }: { reading: BreachDepthReading }) {
  const failure = breachDepthFailure(reading)
  const muted = breachDepthValue(reading) === null ? ' muted' : ''
  return (
    <td className={`numeric${muted}`} title={failure ?? undefined}>
      {breachDepthText(reading)}
    </td>
  )
}

function FigureCell({
  reading,
  pick,
}: {
  reading: FiguresReading | Error | undefined
  pick: 'volumeError' | 'waterIn' | 'waterOut'
}) {
  if (reading === undefined) return <td className="numeric muted">reading…</td>
  if (isMaking(reading)) return <td className="numeric muted">file being made…</td>
  if (reading instanceof Error || !reading.ok) {
    return (
      <td className="numeric muted" title={figuresFailure(reading) ?? undefined}>
        not read
      </td>
    )
  }
  const value = figureOf(reading, pick)
  const unit =
    pick === 'volumeError'
      ? (reading.figures.volumeError?.unit ?? null)
      : reading.figures.volumeUnit
  return (
    <td className="numeric">
      {value === null ? '—' : `${formatQuantity(value)}${unit ? ` ${unitText(unit)}` : ''}`}
    </td>
  )
}

/** Why a run's figures were not read; null while read, being read or waited for. */
function figuresFailure(reading: FiguresReading | Error | undefined): string | null {
  if (reading instanceof Error) return reading.message
  if (reading === undefined || reading.ok || isMaking(reading)) return null
  return reading.reason
}

/** Why a run's figures are missing, said once under the table rather than in every cell. */
function unreadReasons(ended: readonly BoardRow[], figures: FiguresById): string[] {
  return ended.flatMap((row) => {
    const reason = figuresFailure(figures.get(idOf(row)))
    return reason === null ? [] : [`${row.name}: ${reason}`]
  })
}

/** Why a run's depth at its breach is missing, said once under the table too. */
function unreadDepths(ended: readonly BoardRow[], depths: DepthsById): string[] {
  return ended.flatMap((row) => {
    const failure = breachDepthFailure(depths.get(idOf(row)))
    return failure === null ? [] : [`${row.name}: ${failure}`]
  })
}

function UnreadNote({
  what,
  lines,
  onRetry,
}: {
  what: string
  lines: readonly string[]
  onRetry: () => void
}) {
  if (lines.length === 0) return null
  return (
    <div className="notice notice--warning" role="note">
      <p>
        {what} of {lines.length === 1 ? 'one run' : `${lines.length} runs`} could not be read:
      </p>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Button onClick={onRetry} aria-label={`Retry: ${what.toLowerCase()}`}>
        Retry
      </Button>
    </div>
  )
}

export function FinishedRuns({ rows, name }: { rows: readonly BoardRow[]; name: string }) {
  const [search, setSearch] = useValidatedSearch(finishedSearch)
  const ended = rows.filter((row) => row.phase === 'finished' || row.phase === 'crashed')
  const figures = useFigures(ended)
  const depths = useBreachDepths(ended)
  const readings: Readings = { figures: figures.readings, depths: depths.readings }
  // Headers wrap, so every column, the depth at the breach too, fits a 1280 px window.
  const columns: Column[] = sortKeys.map((key) => ({
    className: 'column--wrap',
    label: (
      <Button variant="ghost" onClick={() => setSearch({ sort: key })}>
        {labels[key]}
      </Button>
    ),
    numeric: numericKeys.includes(key),
    sort: search.sort === key ? 'ascending' : undefined,
  }))
  return (
    <section aria-labelledby="finished-runs">
      <h2 id="finished-runs">Finished runs</h2>
      {ended.length === 0 ? (
        <p className="muted">No run of the set has ended yet.</p>
      ) : (
        <>
          <Table caption="Finished runs" captionHidden columns={columns}>
            {sorted(ended, search.sort, readings).map((row) => {
              const reading = readings.figures.get(idOf(row))
              return (
                <tr key={row.key}>
                  <td>{row.name}</td>
                  <td>{row.phase}</td>
                  <td className="numeric">{formatDuration(row.simulation?.duration ?? 0)}</td>
                  <td>{row.status ? formatMoment(row.status.created) : ''}</td>
                  <FigureCell reading={reading} pick="volumeError" />
                  <FigureCell reading={reading} pick="waterIn" />
                  <FigureCell reading={reading} pick="waterOut" />
                  <BreachDepthCell reading={readings.depths.get(idOf(row))} />
                </tr>
              )
            })}
          </Table>
          <UnreadNote
            what="The flow summary"
            lines={unreadReasons(ended, readings.figures)}
            onRetry={figures.retry}
          />
          <UnreadNote
            what="The depth at the breach"
            lines={unreadDepths(ended, readings.depths)}
            onRetry={depths.retry}
          />
        </>
      )}
      <SetExport rows={rows} name={name} />
    </section>
  )
}
