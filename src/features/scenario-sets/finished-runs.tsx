import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { z } from 'zod'
import { saveBlob } from '@/api/transfer'
import { Button } from '@/components/button'
import { useValidatedSearch } from '@/components/hooks/search-params'
import { Table, type Column } from '@/components/table'
import { formatDuration } from '@/lib/duration'
import { formatUtc } from '@/lib/utc-time'
import type { BoardRow } from './board-rows'
import { exportCsv, exportGeojson, readExport } from './set-export'

const sortKeys = ['name', 'status', 'duration', 'ended'] as const
type SortKey = (typeof sortKeys)[number]
/** `?sort=status`: the finished runs' order, in the URL (decision 0003). */
const finishedSearch = z.object({ sort: z.enum(sortKeys).catch('name').default('name') })

const labels: Record<SortKey, string> = {
  name: 'Run',
  status: 'Status',
  duration: 'Simulated duration',
  ended: 'Ended (UTC)',
}

function sortValue(row: BoardRow, key: SortKey): string | number {
  if (key === 'status') return row.phase
  if (key === 'duration') return row.simulation?.duration ?? 0
  if (key === 'ended') return row.status?.created ?? ''
  return row.name
}

function sorted(rows: readonly BoardRow[], key: SortKey): BoardRow[] {
  return [...rows].sort((a, b) => {
    const [x, y] = [sortValue(a, key), sortValue(b, key)]
    return typeof x === 'number' && typeof y === 'number'
      ? x - y
      : String(x).localeCompare(String(y))
  })
}

/** The runs that ended, sortable, and the set's metadata export (CSV and GeoJSON). */
export function FinishedRuns({ rows, name }: { rows: readonly BoardRow[]; name: string }) {
  const [search, setSearch] = useValidatedSearch(finishedSearch)
  const ended = rows.filter((row) => row.phase === 'finished' || row.phase === 'crashed')
  const columns: Column[] = sortKeys.map((key) => ({
    label: (
      <Button variant="ghost" onClick={() => setSearch({ sort: key })}>
        {labels[key]}
      </Button>
    ),
    numeric: key === 'duration',
    sort: search.sort === key ? 'ascending' : undefined,
  }))
  return (
    <section aria-labelledby="finished-runs">
      <h2 id="finished-runs">Finished runs</h2>
      {ended.length === 0 ? (
        <p className="muted">No run of the set has ended yet.</p>
      ) : (
        <Table caption="Finished runs" captionHidden columns={columns}>
          {sorted(ended, search.sort).map((row) => (
            <tr key={row.key}>
              <td>{row.name}</td>
              <td>{row.phase}</td>
              <td className="numeric">{formatDuration(row.simulation?.duration ?? 0)}</td>
              <td>{row.status ? formatUtc(row.status.created) : ''}</td>
            </tr>
          ))}
        </Table>
      )}
      <SetExport rows={rows} name={name} />
    </section>
  )
}

function SetExport({ rows, name }: { rows: readonly BoardRow[]; name: string }) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const save = async (kind: 'csv' | 'geojson') => {
    setBusy(true)
    setError(null)
    try {
      const read = await readExport(queryClient, rows)
      const text = kind === 'csv' ? exportCsv(read) : exportGeojson(read)
      const type = kind === 'csv' ? 'text/csv' : 'application/geo+json'
      saveBlob(new Blob([text], { type }), `${name}.${kind}`)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="set-export">
      <Button busy={busy} onClick={() => void save('csv')}>
        Export CSV
      </Button>
      <Button busy={busy} onClick={() => void save('geojson')}>
        Export GeoJSON
      </Button>
      {error ? <p role="alert">The export could not be read: {error}</p> : null}
    </div>
  )
}
