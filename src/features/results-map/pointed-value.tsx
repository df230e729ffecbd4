import { NOT_DRAWN } from '@/lib/results-file/colour-classes'
import { HAZARD_CLASSES, hazardName, NEVER_WET_DRAWN } from './product-classes'
import type { MapPoint } from './results-map-search'
import { isDifferenceWords, signedMetres } from './comparison/run-comparison'

type Props = {
  point: MapPoint | null
  quantity: string
  cells: Float32Array | null
  nodes: Float32Array | null
  cellCount: number
}

function valueText(quantity: string, value: number | undefined): string {
  if (isDifferenceWords(quantity) && value === NOT_DRAWN) return `${quantity}: dry in both runs`
  if (value === undefined || !Number.isFinite(value) || value <= NOT_DRAWN) {
    return `${quantity}: no value`
  }
  if (quantity === 'depth' && value <= 0) return 'dry'
  if (isDifferenceWords(quantity)) return `${quantity}: ${signedMetres(value)}`
  if (quantity === 'arrival') {
    return value === NEVER_WET_DRAWN ? 'never wet' : `arrival ${value.toFixed(2)} h`
  }
  if (quantity === 'hazard') {
    return value < (HAZARD_CLASSES.edges[0] ?? 0)
      ? 'never wet'
      : `hazard ${value.toFixed(2)} (${hazardName(value)})`
  }
  if (quantity === 'rise') return `rise ${value.toFixed(2)} m/h`
  if (quantity === 'wet') return `wet ${value.toFixed(2)} h`
  if (quantity === 'maximum velocity') return `${quantity} ${value.toFixed(2)} m/s`
  return `${quantity} ${value.toFixed(2)} m`
}

/** Worded apart from the chart's "2D cell #n", so a reader never takes one for the other. */
function placeName({ mesh, place }: MapPoint, cellCount: number): string {
  return mesh === '2D' ? `Cell ${place + 1} (2D)` : `Node ${cellCount + place + 1} (1D)`
}

/** The value drawn under the pointer at the shown time, with the cell's or node's id. */
export function PointedValue({ point, quantity, cells, nodes, cellCount }: Props) {
  if (!point) return null
  const values = point.mesh === '2D' ? cells : nodes
  return (
    <p className="map-readout results-map__pointed" aria-label="Value under the pointer">
      {`${placeName(point, cellCount)}: ${valueText(quantity, values?.[point.place])}`}
    </p>
  )
}
