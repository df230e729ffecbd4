import { useState } from 'react'
import { useSimulationAction } from '@/api/simulations/queries'
import type { ActionName, CurrentStatus } from '@/api/simulations/schema'
import { ActionError } from '@/components/action-error'
import { Button } from '@/components/button'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { useOneAtATime } from '@/components/hooks/use-one-at-a-time'
import { actionErrorMessage } from './action-errors'
import { actionHelp, actionLabel, availableActions } from './status-actions'

/** The actions that begin a run from `created`: refused while the configuration needs attention. */
const startsTheRun = (action: ActionName) =>
  action === 'start' || action === 'initialize' || action === 'queue'

const helpId = (action: ActionName) => `simulation-action-help-${action}`

function describedBy(action: ActionName, startBlockedBy: string | null): string | undefined {
  const ids = [
    actionHelp[action] === undefined ? null : helpId(action),
    startBlockedBy !== null && startsTheRun(action) ? startBlockedBy : null,
  ].filter((id) => id !== null)
  return ids.length > 0 ? ids.join(' ') : undefined
}

export function SimulationActions({
  id,
  name,
  status,
  startBlockedBy = null,
}: {
  id: number
  name: string
  status: CurrentStatus
  startBlockedBy?: string | null
}) {
  const action = useSimulationAction(id)
  // Two clicks in one task are one action: the guard holds before React renders the busy button.
  const oneAtATime = useOneAtATime()
  const sending = oneAtATime.busy || action.isPending
  const [confirmingShutdown, setConfirmingShutdown] = useState(false)
  const actions = availableActions(status)
  const explained = actions.filter((each) => actionHelp[each] !== undefined)

  const send = (chosen: ActionName) => {
    oneAtATime.run(async () => {
      action.reset()
      try {
        await action.mutateAsync(chosen)
      } catch {
        // Shown below from the mutation's own state.
      } finally {
        setConfirmingShutdown(false)
      }
    })
  }

  return (
    <>
      {actions.length > 0 ? (
        <div className="simulation-actions" role="group" aria-label="Simulation actions">
          {actions.map((chosen) => (
            <Button
              key={chosen}
              variant={
                chosen === 'shutdown' ? 'danger' : chosen === actions[0] ? 'primary' : 'secondary'
              }
              busy={sending && action.variables === chosen}
              disabled={
                (sending && action.variables !== chosen) ||
                (startBlockedBy !== null && startsTheRun(chosen))
              }
              aria-describedby={describedBy(chosen, startBlockedBy)}
              onClick={() => (chosen === 'shutdown' ? setConfirmingShutdown(true) : send(chosen))}
            >
              {actionLabel(chosen, status)}
            </Button>
          ))}
        </div>
      ) : (
        <p className="muted">No actions fit a simulation that is {status.name}.</p>
      )}
      {explained.map((each) => (
        <p key={each} id={helpId(each)} className="muted">
          {actionHelp[each]}
        </p>
      ))}
      {action.isError ? (
        <ActionError className="notice notice--error">
          {actionErrorMessage(action.error)} The status below has been refreshed.
        </ActionError>
      ) : null}
      <ConfirmDialog
        open={confirmingShutdown}
        title="Shut down this simulation?"
        confirmLabel="Shut down"
        tone="danger"
        busy={sending}
        onConfirm={() => send('shutdown')}
        onCancel={() => setConfirmingShutdown(false)}
      >
        <p>“{name}” stops now and cannot be resumed. Results computed so far are post-processed.</p>
      </ConfirmDialog>
    </>
  )
}
