import { UnreadableRows } from '@/components/list/unreadable-rows'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { modelQuery, potentialBreachesQuery } from '@/api/models/queries'
import { breachEventsQuery } from '@/api/simulations/breach-queries'
import type { BreachEvent } from '@/api/simulations/breach-schema'
import { EmptyState } from '@/components/empty-state'
import { allOf, failedTitle, QueryStates } from '@/components/query-states'
import { useModelNetwork } from '@/components/map/use-model-network'
import { configurationLockReason } from '@/api/simulations/configuration-lock'
import { useWorkspaceSimulation } from '@/components/workspace/use-workspace-simulation'
import { BreachForm } from './breach-form'
import { useChosenPotentialBreach } from './breach-search'
import { ConfiguredBreaches } from './configured-breaches'
import './breaches.css'

export function BreachesPanel() {
  const { simulation, status } = useWorkspaceSimulation()
  const lockReason = configurationLockReason(status)
  const model = useQuery(modelQuery(simulation.hydromodel_id))
  const potentialBreaches = useQuery(potentialBreachesQuery(simulation.hydromodel_id))
  const events = useQuery(breachEventsQuery(simulation.id))
  const network = useModelNetwork(simulation.hydromodel_id)
  const [chosenId, choose] = useChosenPotentialBreach()
  const [replacing, setReplacing] = useState<BreachEvent | null>(null)

  const titled = [
    [model, 'The model could not be loaded'],
    [potentialBreaches, 'The potential breaches could not be loaded'],
    [events, 'The breaches of this simulation could not be loaded'],
  ] as const
  const startChange = (event: BreachEvent) => {
    setReplacing(event)
    choose(event.potential_breach)
  }

  const body = (
    <QueryStates
      query={allOf(model, potentialBreaches, events)}
      loading="Loading the breaches…"
      errorTitle={failedTitle(titled)}
    >
      {([model, { rows: potentialBreaches }, { rows: events, unreadable }]) => (
        <>
          {events.length === 0 && unreadable.length === 0 ? (
            <p className="muted">
              {lockReason ? 'No breaches were configured.' : 'No breaches yet.'}
            </p>
          ) : (
            <ConfiguredBreaches
              simulationId={simulation.id}
              events={events}
              potentialBreaches={potentialBreaches}
              extent={model.extent_two_d ?? model.extent_one_d}
              network={network.data}
              onChange={lockReason ? null : startChange}
            />
          )}
          <UnreadableRows rows={unreadable} />
          {!lockReason && potentialBreaches.length === 0 ? (
            <EmptyState
              title={`${model.name} has no potential breaches`}
              description="A breach event starts from one of the model’s potential breach locations, so none can be added to this simulation."
            />
          ) : null}
          {!lockReason && potentialBreaches.length > 0 ? (
            <BreachForm
              key={replacing?.id ?? 'new'}
              simulation={simulation}
              model={model}
              potentialBreaches={potentialBreaches}
              chosenId={chosenId}
              onChoose={choose}
              replacing={replacing}
              onReplaced={() => setReplacing(null)}
            />
          ) : null}
        </>
      )}
    </QueryStates>
  )

  return (
    <section className="panel" aria-labelledby="breaches-heading">
      <h2 id="breaches-heading">Breaches</h2>
      {body}
    </section>
  )
}
