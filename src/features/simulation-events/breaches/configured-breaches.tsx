import { useConfirmedRemoval } from '@/components/hooks/use-confirmed-removal'
import type { Extent } from '@/api/common'
import type { PotentialBreach } from '@/api/models/schema'
import { useRemoveBreach } from '@/api/simulations/breach-queries'
import type { BreachEvent } from '@/api/simulations/breach-schema'
import { breachAnchor } from '@/api/simulations/run-timeline'
import { Button } from '@/components/button'
import { RemovalDialog } from '@/components/removal-dialog'
import { breachFeatureRef } from '@/engine/picking/breach-lookup'
import { networkAnchor, type ModelNetwork } from '@/engine/model-network/model-network'
import { formatDuration } from '@/lib/duration'
import { BreachLocationSketch } from './breach-location-sketch'
import { potentialBreachName } from '@/api/models/potential-breach-name'

type Props = {
  simulationId: number
  events: readonly BreachEvent[]
  potentialBreaches: readonly PotentialBreach[]
  extent: Extent | null
  network: ModelNetwork | undefined
  /** Null while changes are refused (the run started): then nothing can be changed or removed. */
  onChange: ((event: BreachEvent) => void) | null
}

function nameOf(event: BreachEvent, potential: PotentialBreach | undefined): string {
  if (potential) return potentialBreachName(potential)
  return event.potential_breach === null
    ? 'Unknown potential breach'
    : `Potential breach ${event.potential_breach}`
}

const number = (value: number | null | undefined, unit = '') =>
  value === null || value === undefined ? 'server default' : `${value}${unit}`

export function ConfiguredBreaches({
  simulationId,
  events,
  potentialBreaches,
  extent,
  network,
  onChange,
}: Props) {
  const removal = useConfirmedRemoval<BreachEvent>(useRemoveBreach(simulationId), 'The breach')

  return (
    <>
      <RemovalDialog removal={removal} title="Remove this breach?" confirmLabel="Remove breach">
        {(removing) =>
          `${nameOf(
            removing,
            potentialBreaches.find((record) => record.id === removing.potential_breach),
          )} will no longer break during this simulation.`
        }
      </RemovalDialog>
      <ul className="configured-breaches" aria-label="Configured breaches">
        {events.map((event) => {
          const potential = potentialBreaches.find((record) => record.id === event.potential_breach)
          const point =
            potential && network ? networkAnchor(network, breachFeatureRef(potential)) : null
          const name = nameOf(event, potential)
          return (
            <li
              key={event.id}
              id={breachAnchor(event.id)}
              tabIndex={-1}
              className="configured-breach"
              aria-label={name}
            >
              <BreachLocationSketch
                extent={extent}
                point={point}
                label={point ? `Where ${name} lies in the model` : `${name}: location not known`}
              />
              <div className="configured-breach__body">
                <p className="configured-breach__title">{name}</p>
                <BreachFacts event={event} />
                {onChange ? (
                  <div className="configured-breach__actions">
                    <Button aria-label={`Change ${name}`} onClick={() => onChange(event)}>
                      Change
                    </Button>
                    <Button
                      variant="danger"
                      aria-label={`Remove ${name}`}
                      onClick={() => removal.ask(event)}
                    >
                      Remove
                    </Button>
                  </div>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
    </>
  )
}

function BreachFacts({ event }: { event: BreachEvent }) {
  return (
    <dl className="configured-breach__facts">
      <div>
        <dt>Starts after</dt>
        <dd>{formatDuration(event.offset)}</dd>
      </div>
      <div>
        <dt>Maximum depth reached after</dt>
        <dd>{formatDuration(event.duration_till_max_depth)}</dd>
      </div>
      <div>
        <dt>Maximum breach depth</dt>
        <dd>{number(event.maximum_breach_depth, ' m')}</dd>
      </div>
      <div>
        <dt>Initial width</dt>
        <dd>{number(event.initial_width, ' m')}</dd>
      </div>
      <div>
        <dt>Discharge coefficients (positive, negative)</dt>
        <dd>
          {number(event.discharge_coefficient_positive)},{' '}
          {number(event.discharge_coefficient_negative)}
        </dd>
      </div>
    </dl>
  )
}
