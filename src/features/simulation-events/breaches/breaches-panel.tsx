import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { modelQuery, potentialBreachesQuery } from '@/api/models/queries'
import { breachEventsQuery } from '@/api/simulations/breach-queries'
import type { BreachEvent } from '@/api/simulations/breach-schema'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { useModelNetwork } from '@/components/map/use-model-network'
import { configurationLockReason } from '@/api/simulations/configuration-lock'
import { useWorkspaceSimulation } from '@/components/workspace/workspace-simulation'
import { BreachForm } from './breach-form'
import { useChosenPotentialBreach } from './breach-search'
import { ConfiguredBreaches } from './configured-breaches'
import './breaches.css'

/**
 * The simulation's breach events (api.md "Events: Breach"): listed with their place in the
 * model, added from the map or the list of potential breaches, changed by removing and adding,
 * read-only once the run has started.
 */
export function BreachesPanel() {
  const { simulation, status } = useWorkspaceSimulation()
  const lockReason = configurationLockReason(status)
  const model = useQuery(modelQuery(simulation.hydromodel_id))
  const potentialBreaches = useQuery(potentialBreachesQuery(simulation.hydromodel_id))
  const events = useQuery(breachEventsQuery(simulation.id))
  const network = useModelNetwork(simulation.hydromodel_id)
  const [chosenId, choose] = useChosenPotentialBreach()
  const [replacing, setReplacing] = useState<BreachEvent | null>(null)

  const failed = [
    { result: model, title: 'The model could not be loaded' },
    { result: potentialBreaches, title: 'The potential breaches could not be loaded' },
    { result: events, title: 'The breaches of this simulation could not be loaded' },
  ].find(({ result }) => result.error)

  let body
  if (failed?.result.error) {
    body = (
      <ErrorState
        title={failed.title}
        message={failed.result.error.message}
        onRetry={() => void failed.result.refetch()}
      />
    )
  } else if (!model.data || !potentialBreaches.data || !events.data) {
    body = <LoadingState label="Loading the breaches…" />
  } else {
    const noPotentials = potentialBreaches.data.length === 0
    const startChange = (event: BreachEvent) => {
      setReplacing(event)
      choose(event.potential_breach)
    }
    body = (
      <>
        {events.data.length === 0 ? (
          <p className="muted">
            {lockReason ? 'No breaches were configured.' : 'No breaches yet.'}
          </p>
        ) : (
          <ConfiguredBreaches
            simulationId={simulation.id}
            events={events.data}
            potentialBreaches={potentialBreaches.data}
            extent={model.data.extent_two_d ?? model.data.extent_one_d}
            network={network.data}
            onChange={lockReason ? null : startChange}
          />
        )}
        {!lockReason && noPotentials ? (
          <EmptyState
            title={`${model.data.name} has no potential breaches`}
            description="A breach event starts from one of the model’s potential breach locations, so none can be added to this simulation."
          />
        ) : null}
        {!lockReason && !noPotentials ? (
          <BreachForm
            key={replacing?.id ?? 'new'}
            simulation={simulation}
            model={model.data}
            potentialBreaches={potentialBreaches.data}
            chosenId={chosenId}
            onChoose={choose}
            replacing={replacing}
            onReplaced={() => setReplacing(null)}
          />
        ) : null}
      </>
    )
  }

  return (
    <section className="panel" aria-labelledby="breaches-heading">
      <h2 id="breaches-heading">Breaches</h2>
      {body}
    </section>
  )
}
