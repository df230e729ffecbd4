import { useState } from 'react'
import type { ConfiguredInitialConditions } from '@/api/simulations/initial-conditions-queries'
import { ConfiguredRecord } from './configured-record'
import { SavedStateChoice } from './saved-state-choice'
import { SavedStateFacts } from './saved-state-facts'

/** Start from a saved state of the model: shown when set, else chosen (when nothing else is set). */
export function SavedStatePanel({
  simulationId,
  modelId,
  configured,
  locked,
  requestedStateId,
  onAdded,
}: {
  simulationId: number
  modelId: number
  configured: ConfiguredInitialConditions
  locked: boolean
  /** A saved state to preselect (the new-simulation flow could not add it). */
  requestedStateId: number | null
  onAdded: () => void
}) {
  const [now] = useState(() => new Date())
  const current = configured.savedState
  const others = [
    configured.predefined1d ? 'the predefined 1D water levels' : null,
    configured.raster2d ? 'the 2D water level' : null,
  ].filter((name) => name !== null)

  let body
  if (current) {
    const state = current.saved_state
    body = (
      <ConfiguredRecord
        simulationId={simulationId}
        record={{ kind: 'saved_state', id: current.id }}
        removeLabel="Remove the saved state"
        locked={locked}
      >
        Starts from <strong>{state.name}</strong>
        <br />
        <SavedStateFacts state={{ ...state, limits: state.thresholds }} now={now} />
      </ConfiguredRecord>
    )
  } else if (locked) {
    body = <p className="muted">None.</p>
  } else if (others.length > 0) {
    body = (
      <p className="notice notice--warning">
        A saved state replaces every other initial condition. To start from one, first remove{' '}
        {others.join(' and ')}.
      </p>
    )
  } else {
    body = (
      <SavedStateChoice
        simulationId={simulationId}
        modelId={modelId}
        requestedStateId={requestedStateId}
        onAdded={onAdded}
      />
    )
  }

  return (
    <section className="panel" aria-labelledby="initial-saved-state-heading">
      <h2 id="initial-saved-state-heading">Saved state</h2>
      <p className="muted">
        The run continues from a state saved by an earlier simulation of the same model. It replaces
        every other initial condition.
      </p>
      {body}
    </section>
  )
}
