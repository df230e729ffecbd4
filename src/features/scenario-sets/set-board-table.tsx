import { Link } from 'react-router'
import type { Progress } from '@/api/simulations/schema'
import { useSimulationAction } from '@/api/simulations/queries'
import { Button } from '@/components/button'
import { VirtualTable } from '@/components/list/virtual-table'
import type { Column } from '@/components/table'
import type { BoardRow } from './board-rows'

const COLUMNS: readonly Column[] = [
  { label: 'Run' },
  { label: 'State' },
  { label: 'Where' },
  { label: 'Action' },
]

type Props = {
  rows: readonly BoardRow[]
  places: ReadonlyMap<number, number>
  progress: ReadonlyMap<number | undefined, Progress>
  onRetry: (planIndex: number) => void
  retrying: boolean
}

/** One row per run of the set; virtualised, so 200 rows stay smooth. */
export function SetBoardTable({ rows, places, progress, onRetry, retrying }: Props) {
  const indexOf = new Map(rows.map((row, index) => [row.key, index]))
  return (
    <VirtualTable
      caption="Runs of the set"
      columns={COLUMNS}
      items={rows}
      rowKey={(row) => indexOf.get(row.key) ?? -1}
      cells={(row) => (
        <>
          <td>
            {row.simulation ? (
              <Link to={`/simulations/${row.simulation.id}`}>{row.name}</Link>
            ) : (
              row.name
            )}
          </td>
          <td>{row.phase}</td>
          <td>{where(row, places, progress)}</td>
          <td>
            <RowAction row={row} onRetry={onRetry} retrying={retrying} />
          </td>
        </>
      )}
    />
  )
}

function where(
  row: BoardRow,
  places: ReadonlyMap<number, number>,
  progress: ReadonlyMap<number | undefined, Progress>,
): string {
  if (row.failure !== null) return row.failure
  const id = row.simulation?.id
  if (row.phase === 'queued') {
    const place = id === undefined ? undefined : places.get(id)
    return place === undefined ? 'in the queue' : `number ${place} in the queue`
  }
  if (row.phase === 'running') {
    const done = progress.get(id)
    return done ? `${Math.round(done.percentage)}%` : 'running'
  }
  return ''
}

function RowAction({
  row,
  onRetry,
  retrying,
}: {
  row: BoardRow
  onRetry: (planIndex: number) => void
  retrying: boolean
}) {
  if (row.phase === 'failed to create' && row.planIndex !== null) {
    const index = row.planIndex
    return (
      <Button busy={retrying} onClick={() => onRetry(index)} aria-label={`Retry ${row.name}`}>
        Retry
      </Button>
    )
  }
  if (row.phase === 'queued' && row.simulation)
    return <Dequeue id={row.simulation.id} name={row.name} />
  return null
}

/** Cancel of a run that has not started: out of the queue, back to created. */
function Dequeue({ id, name }: { id: number; name: string }) {
  const action = useSimulationAction(id)
  return (
    <>
      <Button
        busy={action.isPending}
        onClick={() => action.mutate('dequeue')}
        aria-label={`Take ${name} out of the queue`}
      >
        Take out of the queue
      </Button>
      {action.error ? <span role="alert">{action.error.message}</span> : null}
    </>
  )
}
