import { Link } from 'react-router'
import { DEFAULT_WET_DEPTH_M, NEVER_WET } from '@/lib/flood-products/flood-products'
import { NO_RUN, type WorstCaseProduct } from '@/lib/flood-products/worst-case'
import type { WorstCaseRecord } from '@/engine/results-file/kept-worst-cases'
import { hazardName } from '../product-classes'
import { worstCaseUnits } from './worst-case-search'

export type RunNames = ReadonlyMap<number, string>

export const runName = (names: RunNames, id: number) => names.get(id) ?? `Simulation ${id}`

function valueText(product: WorstCaseProduct, value: number): string {
  if (product === 'hazard') return `${value.toFixed(2)} (${hazardName(value)})`
  return `${value.toFixed(2)} ${worstCaseUnits[product]}`
}

function nothingText(product: WorstCaseProduct): string {
  return product === 'arrival' || product === 'maximum'
    ? 'Dry in every run.'
    : 'No run gave this cell a value.'
}

/** The clicked cell: its worst value and the run that gave it, with a way into that run. */
export function WorstCaseCell(props: {
  product: WorstCaseProduct
  record: WorstCaseRecord
  place: number
  names: RunNames
}) {
  const { product, record, place, names } = props
  const value = record.worst?.values[place] ?? Number.NaN
  const index = record.worst?.runs[place] ?? NO_RUN
  const id = record.runIds[index]
  const dry =
    (product === 'maximum' && value < DEFAULT_WET_DEPTH_M) ||
    (product === 'arrival' && value === NEVER_WET)
  const label = `Picked cell ${place + 1}`
  if (index === NO_RUN || id === undefined || dry) {
    return <p aria-label={label}>{nothingText(product)}</p>
  }
  const word = product === 'arrival' ? 'Earliest' : 'Worst'
  return (
    <p aria-label={label}>
      {word}: {valueText(product, value)}, from run ‘{runName(names, id)}’ (#{id}) —{' '}
      <Link to={`/simulations/${id}/results`}>open it</Link>
    </p>
  )
}
