import { Link } from 'react-router'
import type { Progress } from '@/api/simulations/schema'
import { useSimulationAction } from '@/api/simulations/queries'
import { ActionError } from '@/components/action-error'
import { Button } from '@/components/button'
import { VirtualTable } from '@/components/list/virtual-table'
import type { Column } from '@/components/table'
import { isCancellableRow, type BoardRow } from './board-rows'

const COLUMNS: readonly Column[] = [
  { label: 'Run' },
  { label: 'State' },
  { label: 'Where' },
  { label: 'Action' },
]

/** What a row's buttons do: each takes the run's place in this browser's plan. */
export type RowActions = {
  onRetry: (planIndex: number) => void
  onCancel: (planIndex: number) => void
  onPlanAgain: (planIndex: number) => void
  /** While the set's runs are being created, Retry and Plan again wait for it. */
  creating: boolean
}

type Props = {
  rows: readonly BoardRow[]
  places: ReadonlyMap<number, number>
  progress: ReadonlyMap<number | undefined, Progress>
  actions: RowActions
}

/** One row per run of the set; virtualised, so 200 rows stay smooth. */
export function SetBoardTable({ rows, places, progress, actions }: Props) {
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
          <td className="set-row-actions">
            <RowAction row={row} actions={actions} />
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

function RowAction({ row, actions }: { row: BoardRow; actions: RowActions }) {
  const index = row.planIndex
  if (index !== null && row.phase === 'cancelled') {
    return (
      <Button
        busy={actions.creating}
        onClick={() => actions.onPlanAgain(index)}
        aria-label={`Plan ${row.name} again`}
      >
        Plan again
      </Button>
    )
  }
  if (index !== null && isCancellableRow(row)) {
    const cancel = (
      <Button onClick={() => actions.onCancel(index)} aria-label={`Cancel ${row.name}`}>
        Cancel
      </Button>
    )
    if (row.phase !== 'failed to create') return cancel
    return (
      <>
        <Button
          busy={actions.creating}
          onClick={() => actions.onRetry(index)}
          aria-label={`Retry ${row.name}`}
        >
          Retry
        </Button>
        {cancel}
      </>
    )
  }
  if (row.phase === 'queued' && row.simulation)
    return <Dequeue id={row.simulation.id} name={row.name} />
  return null
}

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
      {action.error ? <ActionError as="span">{action.error.message}</ActionError> : null}
    </>
  )
}
