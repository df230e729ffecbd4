import {
  useAddInitialCondition,
  type ConfiguredInitialConditions,
} from '@/api/simulations/initial-conditions-queries'
import { ActionError } from '@/components/action-error'
import { Button } from '@/components/button'
import { useOneAtATime } from '@/components/hooks/use-one-at-a-time'
import { ConfiguredRecord, SavedStateReplaces } from './configured-record'

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
  const current = configured.predefined1d

  let body
  if (current) {
    body = (
      <ConfiguredRecord
        simulationId={simulationId}
        record={{ kind: 'predefined_1d', id: current.id }}
        removeLabel="Remove the predefined 1D water levels"
        locked={locked}
      >
        <strong>Used:</strong> the model’s predefined 1D water levels apply at the start.
      </ConfiguredRecord>
    )
  } else if (locked) {
    body = <p className="muted">Not used.</p>
  } else if (configured.savedState) {
    body = <SavedStateReplaces instead="use these levels" />
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
          <ActionError className="notice notice--error">Not added. {add.error.message}</ActionError>
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
