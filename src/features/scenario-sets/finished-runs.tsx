import { useQueries } from '@tanstack/react-query'
import { z } from 'zod'
import { runFiguresQuery } from '@/api/simulations/log-zip-queries'
import { Button } from '@/components/button'
import { useValidatedSearch } from '@/components/hooks/search-params'
import { Table, type Column } from '@/components/table'
import { formatDuration } from '@/lib/duration'
import type { RunFiguresReading } from '@/lib/log-files/run-figures'
import { formatQuantity, unitText } from '@/lib/quantity-text'
import { formatUtc } from '@/lib/utc-time'
import type { BoardRow } from './board-rows'
import { SetExport } from './set-export-buttons'

const sortKeys = [
  'name',
  'status',
  'duration',
  'ended',
  'volumeError',
  'waterIn',
  'waterOut',
] as const
type SortKey = (typeof sortKeys)[number]
/** `?sort=status`: the finished runs' order, in the URL (decision 0003). */
const finishedSearch = z.object({ sort: z.enum(sortKeys).catch('name').default('name') })

const labels: Record<SortKey, string> = {
  name: 'Run',
  status: 'Status',
  duration: 'Duration',
  ended: 'Ended (UTC)',
  volumeError: 'Max. volume error',
  waterIn: 'Water in',
  waterOut: 'Water out',
}
const numericKeys: readonly SortKey[] = ['duration', 'volumeError', 'waterIn', 'waterOut']

/** Each ended run's flow summary, by simulation id: undefined while it is read. */
type FiguresById = ReadonlyMap<number, RunFiguresReading | Error | undefined>

function figureOf(reading: RunFiguresReading | Error | undefined, key: SortKey): number | null {
  if (!reading || reading instanceof Error || !reading.ok) return null
  const { figures } = reading
  if (key === 'volumeError') {
    const value = figures.volumeError?.value
    return typeof value === 'number' ? value : null
  }
  return key === 'waterIn' ? figures.waterIn : key === 'waterOut' ? figures.waterOut : null
}

function sortValue(row: BoardRow, key: SortKey, figures: FiguresById): string | number | null {
  if (key === 'status') return row.phase
  if (key === 'duration') return row.simulation?.duration ?? 0
  if (key === 'ended') return row.status?.created ?? ''
  if (key === 'name') return row.name
  return figureOf(figures.get(row.simulation?.id ?? -1), key)
}

/** Ascending; a run whose figure is not known (yet) goes last. */
function sorted(rows: readonly BoardRow[], key: SortKey, figures: FiguresById): BoardRow[] {
  return [...rows].sort((a, b) => {
    const [x, y] = [sortValue(a, key, figures), sortValue(b, key, figures)]
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1
    return typeof x === 'number' && typeof y === 'number'
      ? x - y
      : String(x).localeCompare(String(y))
  })
}

/** Every ended run's flow summary, read once each (its log ZIP does not change). */
function useFigures(ended: readonly BoardRow[]): FiguresById {
  const ids = ended.flatMap((row) => (row.simulation ? [row.simulation.id] : []))
  return useQueries({
    queries: ids.map((id) => runFiguresQuery(id)),
    combine: (results) =>
      new Map(results.map((result, at) => [ids[at] ?? -1, result.error ?? result.data])),
  })
}

function FigureCell({
  reading,
  pick,
}: {
  reading: RunFiguresReading | Error | undefined
  pick: 'volumeError' | 'waterIn' | 'waterOut'
}) {
  if (reading === undefined) return <td className="numeric muted">reading…</td>
  if (reading instanceof Error || !reading.ok) {
    const reason = reading instanceof Error ? reading.message : reading.reason
    return (
      <td className="numeric muted" title={reason}>
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

/** Why a run's figures are missing, said once under the table rather than in every cell. */
function unreadReasons(ended: readonly BoardRow[], figures: FiguresById): string[] {
  return ended.flatMap((row) => {
    const reading = figures.get(row.simulation?.id ?? -1)
    if (reading === undefined || (!(reading instanceof Error) && reading.ok)) return []
    const reason = reading instanceof Error ? reading.message : reading.reason
    return [`${row.name}: ${reason}`]
  })
}

/**
 * The runs that ended, with what a modeller compares (status, duration, and the flow summary's
 * volume error and totals), sortable; and the set's metadata export (CSV and GeoJSON).
 */
export function FinishedRuns({ rows, name }: { rows: readonly BoardRow[]; name: string }) {
  const [search, setSearch] = useValidatedSearch(finishedSearch)
  const ended = rows.filter((row) => row.phase === 'finished' || row.phase === 'crashed')
  const figures = useFigures(ended)
  const unread = unreadReasons(ended, figures)
  const columns: Column[] = sortKeys.map((key) => ({
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
            {sorted(ended, search.sort, figures).map((row) => {
              const reading = figures.get(row.simulation?.id ?? -1)
              return (
                <tr key={row.key}>
                  <td>{row.name}</td>
                  <td>{row.phase}</td>
                  <td className="numeric">{formatDuration(row.simulation?.duration ?? 0)}</td>
                  <td>{row.status ? formatUtc(row.status.created) : ''}</td>
                  <FigureCell reading={reading} pick="volumeError" />
                  <FigureCell reading={reading} pick="waterIn" />
                  <FigureCell reading={reading} pick="waterOut" />
                </tr>
              )
            })}
          </Table>
          {unread.length > 0 ? (
            <div className="notice notice--warning" role="note">
              <p>
                The flow summary of {unread.length === 1 ? 'one run' : `${unread.length} runs`}{' '}
                could not be read:
              </p>
              <ul>
                {unread.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
      <SetExport rows={rows} name={name} />
    </section>
  )
}
