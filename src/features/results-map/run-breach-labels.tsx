import { useQuery } from '@tanstack/react-query'
import maplibregl, { type Map as MaplibreMap } from 'maplibre-gl'
import { useEffect, useMemo } from 'react'
import { potentialBreachesQuery } from '@/api/models/queries'
import type { PotentialBreach } from '@/api/models/schema'
import { breachEventsQuery } from '@/api/simulations/breach-queries'
import type { BreachEvent } from '@/api/simulations/breach-schema'
import { useModelNetwork } from '@/components/map/use-model-network'
import { allOf, QueryStates } from '@/components/query-states'
import type { ModelNetwork } from '@/engine/model-network/model-network'
import { breachLabels, type BreachLabel } from './breach-labels'

function useLabelMarkers(map: MaplibreMap | null, labels: readonly BreachLabel[]) {
  useEffect(() => {
    if (!map) return
    const markers = labels.map(({ text, at }) => {
      const element = document.createElement('div')
      element.className = 'results-map__breach-label'
      element.textContent = text
      // Read as the label it is, not as maplibre's default "Map marker" button.
      element.setAttribute('role', 'img')
      element.setAttribute('aria-label', text)
      return new maplibregl.Marker({ element, anchor: 'bottom' }).setLngLat(at).addTo(map)
    })
    return () => markers.forEach((marker) => marker.remove())
  }, [map, labels])
}

function Labels(props: {
  map: MaplibreMap | null
  events: readonly BreachEvent[]
  records: readonly PotentialBreach[]
  network: ModelNetwork
  run: string | null
}) {
  const { events: ran, records: potential, network: model, run } = props
  // Made again only when the data changes, not at every time step.
  const labels = useMemo(
    () => breachLabels(ran, potential, model, run),
    [ran, potential, model, run],
  )
  useLabelMarkers(props.map, labels)
  return null
}

/** A run's own breaches, labelled on the map with their name and width. */
export function RunBreachLabels(props: {
  map: MaplibreMap | null
  modelId: number
  simulationId: number
  run: string | null
}) {
  const events = useQuery(breachEventsQuery(props.simulationId))
  const records = useQuery(potentialBreachesQuery(props.modelId))
  const network = useModelNetwork(props.modelId)
  return (
    <QueryStates
      query={allOf(events, records, network)}
      loading="Reading the run's breaches…"
      errorTitle="The model's layers could not be read"
    >
      {([{ rows: runEvents }, { rows: potential }, model]) => (
        <Labels
          map={props.map}
          events={runEvents}
          records={potential}
          network={model}
          run={props.run}
        />
      )}
    </QueryStates>
  )
}
