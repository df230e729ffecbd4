import { Link, useParams } from 'react-router'
import { sentUntil } from '@/workflows/scenario-sets/run-state'
import type { SetRecord } from '@/workflows/scenario-sets/set-record'
import { useCancelRuns, usePlanAgain, useStartRuns } from '@/workflows/scenario-sets/set-queries'
import { ActionError } from '@/components/action-error'
import { Button } from '@/components/button'
import { DocumentTitle } from '@/components/document-title'
import { EmptyState } from '@/components/empty-state'
import { QueryStates } from '@/components/query-states'
import { formatMoment } from '@/lib/local-time'
import { isCancellableRow, phaseCounts, type BoardRow } from './board-rows'
import { FinishedRuns } from './finished-runs'
import { SetBoardTable, type RowActions } from './set-board-table'
import { useSetBoard } from './use-set-board'
import './scenario-sets.css'

/** `/sets/:slug`: the board of a scenario set, for anyone of the organisation (it reads the tag). */
export function SetBoardPage() {
  const { slug = '' } = useParams()
  const board = useSetBoard(slug)
  const title = board.plan?.name ?? board.tag
  const cancel = useCancelRuns(slug)
  const planAgain = usePlanAgain(slug, board.creating.mutate)
  const actions: RowActions = {
    onRetry: (planIndex) => {
      if (board.plan) board.creating.mutate({ record: board.plan, only: planIndex })
    },
    onCancel: (planIndex) => cancel.mutate([planIndex]),
    onPlanAgain: (planIndex) => planAgain.mutate(planIndex),
    creating: board.creating.isPending || planAgain.isPending,
  }
  return (
    <section className="page">
      <DocumentTitle title={`Set ${title}`} />
      <h1>Set {title}</h1>
      <p className="muted">
        The runs tagged <code>{board.tag}</code>.
      </p>
      <CreationNotice board={board} />
      <QueryStates
        query={board.query}
        loading="Loading the set’s runs…"
        errorTitle="The set’s runs could not be read"
        errorAction={<Link to="/simulations">All simulations</Link>}
        isEmpty={() => board.rows.length === 0}
        empty={
          <EmptyState
            title="No runs in this set"
            description={`No simulation carries the tag ${board.tag}.`}
            action={<Link to="/simulations">All simulations</Link>}
          />
        }
      >
        {() => (
          <>
            <Counts rows={board.rows} />
            <div className="set-actions">
              <StartRuns rows={board.rows} />
              <CancelPlanned rows={board.rows} cancel={cancel} />
            </div>
            <SetBoardTable
              rows={board.rows}
              places={board.places}
              progress={board.progress}
              actions={actions}
            />
            <FinishedRuns rows={board.rows} name={board.plan?.slug ?? slug} />
            <Link to="worst-case">Worst case over this set’s finished runs</Link>
          </>
        )}
      </QueryStates>
    </section>
  )
}

function CreationNotice({ board }: { board: ReturnType<typeof useSetBoard> }) {
  const { creating, plan } = board
  const resume = (record: SetRecord) => creating.mutate({ record })
  if (creating.data === 'busy') {
    return <p role="status">Another tab is creating the runs of this set; this board follows it.</p>
  }
  if (creating.error) {
    return (
      <ActionError as="div">
        <p>The set’s runs could not all be created: {creating.error.message}</p>
        {plan ? <Button onClick={() => resume(plan)}>Resume</Button> : null}
      </ActionError>
    )
  }
  if (plan?.stopped) {
    return (
      <ActionError as="div">
        <p>{plan.stopped}</p>
        <Button busy={creating.isPending} onClick={() => resume(plan)}>
          Resume
        </Button>
      </ActionError>
    )
  }
  if (creating.isPending) {
    const until = (plan?.runs ?? [])
      .flatMap((run) => sentUntil(run) ?? [])
      .sort()
      .at(-1)
    return (
      <p role="status">
        Creating the runs of this set…
        {until
          ? ` A request sent earlier got no answer: what it made is looked for at ${formatMoment(until)}, when the server can no longer make it, so no run is made twice.`
          : null}
      </p>
    )
  }
  return null
}

function Counts({ rows }: { rows: readonly BoardRow[] }) {
  return (
    <ul className="set-counts" aria-label="Runs by state">
      <li>{rows.length} runs</li>
      {phaseCounts(rows).map(([phase, count]) => (
        <li key={phase}>
          {count} {phase}
        </li>
      ))}
    </ul>
  )
}

function CancelPlanned({
  rows,
  cancel,
}: {
  rows: readonly BoardRow[]
  cancel: ReturnType<typeof useCancelRuns>
}) {
  const indexes = rows.flatMap((row) =>
    isCancellableRow(row) && row.planIndex !== null ? [row.planIndex] : [],
  )
  if (indexes.length === 0 && !cancel.error) return null
  return (
    <div>
      {indexes.length > 0 ? (
        <Button busy={cancel.isPending} onClick={() => cancel.mutate(indexes)}>
          Cancel {indexes.length} {indexes.length === 1 ? 'run' : 'runs'} not created yet
        </Button>
      ) : null}
      {cancel.error ? (
        <ActionError>The runs could not be cancelled: {cancel.error.message}</ActionError>
      ) : null}
    </div>
  )
}

/** Starting is optional: only the runs configured and not started yet. */
function StartRuns({ rows }: { rows: readonly BoardRow[] }) {
  const start = useStartRuns()
  const ids = rows.flatMap((row) =>
    row.phase === 'configured' || row.phase === 'created'
      ? row.simulation
        ? [row.simulation.id]
        : []
      : [],
  )
  const refused = start.data?.filter((outcome) => outcome.error !== null) ?? []
  // Nothing left to start (all running, finished or not created): no button to press in vain.
  if (ids.length === 0 && refused.length === 0 && !start.error) return null
  return (
    <div className="set-start">
      <Button
        variant="primary"
        busy={start.isPending}
        disabled={ids.length === 0}
        onClick={() => start.mutate(ids)}
      >
        Start {ids.length} {ids.length === 1 ? 'run' : 'runs'}
      </Button>
      {refused.length > 0 ? (
        <ActionError as="div">
          <p>{refused.length} could not be started:</p>
          <ul>
            {refused.map((outcome) => (
              <li key={outcome.id}>
                Simulation {outcome.id}: {outcome.error}
              </li>
            ))}
          </ul>
        </ActionError>
      ) : null}
      {start.error ? <ActionError>{start.error.message}</ActionError> : null}
    </div>
  )
}
