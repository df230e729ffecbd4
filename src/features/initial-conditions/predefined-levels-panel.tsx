import {
  useAddInitialCondition,
  useRemoveInitialCondition,
  type ConfiguredInitialConditions,
} from '@/api/simulations/initial-conditions-queries'
import { Button } from '@/components/button'
import { useOneAtATime } from '@/components/hooks/use-one-at-a-time'
import { RemoveButton } from './remove-button'

const EXPLANATION =
  'The 1D network starts at the water levels the model itself defines for its connection nodes (the initial_waterlevel column of v2_connection_nodes in the model database).'

/** Predefined 1D water levels: an empty POST, on or off. */
export function PredefinedLevelsPanel({
  simulationId,
  configured,
  locked,
}: {
  simulationId: number
  configured: ConfiguredInitialConditions
  locked: boolean
}) {
  const add = useAddInitialCondition(simulationId)
  const oneAtATime = useOneAtATime()
  const remove = useRemoveInitialCondition(simulationId)
  const current = configured.predefined1d

  let body
  if (current) {
    body = (
      <div className="configured-record">
        <p>
          <strong>Used:</strong> the model’s predefined 1D water levels apply at the start.
        </p>
        {locked ? null : (
          <RemoveButton
            label="Remove the predefined 1D water levels"
            busy={remove.isPending}
            error={remove.error}
            onRemove={() => remove.mutate({ kind: 'predefined_1d', id: current.id })}
          />
        )}
      </div>
    )
  } else if (locked) {
    body = <p className="muted">Not used.</p>
  } else if (configured.savedState) {
    body = (
      <p className="notice notice--warning">
        Not available: the simulation starts from a saved state, which replaces every other initial
        condition. Remove the saved state to use these levels.
      </p>
    )
  } else {
    body = (
      <>
        <Button
          variant="primary"
          busy={oneAtATime.busy || add.isPending}
          onClick={() => {
            // One click, one POST; the failure is shown below from the mutation's state.
            void oneAtATime
              .run(() => add.mutateAsync({ kind: 'predefined_1d', body: {} }))
              ?.catch(() => undefined)
          }}
        >
          {oneAtATime.busy || add.isPending ? 'Adding…' : 'Use the predefined 1D water levels'}
        </Button>
        {add.isError ? (
          <p className="notice notice--error" role="alert">
            Not added. {add.error.message}
          </p>
        ) : null}
      </>
    )
  }

  return (
    <section className="panel" aria-labelledby="initial-1d-heading">
      <h2 id="initial-1d-heading">1D water levels (predefined)</h2>
      <p className="muted">{EXPLANATION}</p>
      {body}
    </section>
  )
}
