import { mapValues, type MapQuantity } from '@/lib/results-file/map-values'
import { maximumOver } from '@/lib/results-file/run-difference'
import type { Costed, ResultsFileSession } from '@/lib/results-file/session'
import { MESH_VARIABLES, timesOf, waterDepth, type MeshKind } from '@/lib/results-file/slices'

export type PointSeries = { level: Float32Array; depth: Float32Array }

/** Output times give a lower maximum where a peak fell between two of them. */
export type MaximumSource = 'aggregate' | 'output-times'

type Maximum = { value: Float32Array; source: MaximumSource }

const noCost = { requests: 0, bytes: 0, ms: 0 }

function deepestOver(open: ResultsFileSession, variable: string, bottom: Float32Array) {
  const before = open.totals()
  const started = performance.now()
  const count = timesOf(open.layout, variable).length
  function* depths() {
    for (let index = 0; index < count; index += 1) {
      yield waterDepth(open.step(variable, index).value, bottom)
    }
  }
  const value = maximumOver(depths())
  const after = open.totals()
  const cost = {
    requests: after.requests - before.requests,
    bytes: after.bytes - before.bytes,
    ms: performance.now() - started,
  }
  return { value, cost }
}

function holdsMaximum(aggregate: ResultsFileSession | null, variable: string): boolean {
  if (!aggregate) return false
  try {
    return timesOf(aggregate.layout, variable).length > 0 && aggregate.step(variable, 0) !== null
  } catch {
    return false
  }
}

export function mapReads() {
  const bottoms = new Map<MeshKind, Float32Array>()
  const maxima = new Map<MeshKind, Maximum>()
  let aggregate: ResultsFileSession | null = null
  const bottomOf = (open: ResultsFileSession, mesh: MeshKind): Float32Array => {
    const kept = bottoms.get(mesh)
    if (kept) return kept
    const read = open.places(MESH_VARIABLES[mesh].bottom).value
    bottoms.set(mesh, read)
    return read
  }
  return {
    /** A new array each time (`mapValues`), which the service hands over without a copy. */
    step(open: ResultsFileSession, mesh: MeshKind, quantity: MapQuantity, timeIndex: number) {
      const bottom = bottomOf(open, mesh)
      const level = open.step(MESH_VARIABLES[mesh].level, timeIndex)
      return { value: mapValues(quantity, level.value, bottom), cost: level.cost }
    },
    point(open: ResultsFileSession, mesh: MeshKind, place: number): Costed<PointSeries> {
      const level = open.series(MESH_VARIABLES[mesh].level, place)
      const bottom = bottomOf(open, mesh)[place] ?? Number.NaN
      const depth = waterDepth(level.value, new Float32Array(level.value.length).fill(bottom))
      return { value: { level: level.value.slice(), depth }, cost: level.cost }
    },
    useAggregate(opened: ResultsFileSession): boolean {
      aggregate?.close()
      aggregate = opened
      maxima.clear()
      return holdsMaximum(opened, `${MESH_VARIABLES['2D'].level}_max`)
    },
    /** NaN where the file has no value. Its cost is the reading of the steps not cached. */
    maximumDepth(open: ResultsFileSession, mesh: MeshKind): Costed<Float32Array> & Maximum {
      const kept = maxima.get(mesh)
      if (kept) return { ...kept, cost: noCost }
      const bottom = bottomOf(open, mesh)
      const aggregated = `${MESH_VARIABLES[mesh].level}_max`
      const fromAggregate = aggregate && holdsMaximum(aggregate, aggregated) ? aggregate : null
      const { value, cost } = fromAggregate
        ? deepestOver(fromAggregate, aggregated, bottom)
        : deepestOver(open, MESH_VARIABLES[mesh].level, bottom)
      const maximum: Maximum = { value, source: fromAggregate ? 'aggregate' : 'output-times' }
      maxima.set(mesh, maximum)
      return { ...maximum, cost }
    },
    forget() {
      bottoms.clear()
      maxima.clear()
      aggregate?.close()
      aggregate = null
    },
  }
}
