import type { FlowFields } from './flow-fields'
import { hasMesh1d, meshDimensions, meshGeometryOf, type MeshGeometry } from './mesh-geometry'
import { meshVariables, resultVariable, type MeshName, type Quantity } from './mesh-variables'
import { aggregationSettings, outputTimeStep } from './model-settings'
import { writeNetcdf4, type NcAttributes, type NcFileContent } from './netcdf4-file'
import {
  globalAttributes,
  leadingVariables,
  sampleFlowFields,
  timeVariable,
} from './results-netcdf'
import type { ResultRun } from './run-input'

type Aggregate = {
  mesh: MeshName
  quantity: Quantity
  method: 'max' | 'cum'
  pick: (field: FlowFields) => Float32Array
}

/** What the mock models' `v2_aggregation_settings` aggregate (README "Result files"). */
const AGGREGATES: Aggregate[] = [
  { mesh: 'Mesh2D', quantity: 's1', method: 'max', pick: (field) => field.s1 },
  { mesh: 'Mesh2D', quantity: 'u1', method: 'max', pick: (field) => field.u1 },
  { mesh: 'Mesh2D', quantity: 'q', method: 'cum', pick: (field) => field.q },
  { mesh: 'Mesh1D', quantity: 's1', method: 'max', pick: (field) => field.s1Of1d },
  { mesh: 'Mesh1D', quantity: 'q', method: 'cum', pick: (field) => field.qOf1d },
]

/**
 * aggregate_results_hydro.nc: per aggregation interval the maximum water level and velocity
 * (absolute) and the cumulative discharge volume since the start, from every output step.
 */
export async function buildAggregateNetcdf(run: ResultRun): Promise<Uint8Array> {
  const settings = aggregationSettings(run.model)
  if (!settings) throw new Error(`Model ${run.model.id} defines no aggregation`)
  const geometry = meshGeometryOf(run.model)
  const { times, fields } = sampleFlowFields(run, geometry, outputTimeStep(run.model))
  const has1d = hasMesh1d(geometry)
  const aggregates = AGGREGATES.filter((aggregate) => has1d || aggregate.mesh === 'Mesh2D')
  const windowEnds: number[] = []
  const results = aggregates.map(() => [] as Float32Array[])
  let running: (Float32Array | undefined)[] = aggregates.map(() => undefined)
  const cumulative: (Float64Array | undefined)[] = aggregates.map(() => undefined)
  times.forEach((time, index) => {
    const field = fields[index] as FlowFields
    const previous = times[index - 1]
    const dt = previous === undefined ? 0 : time - previous
    aggregates.forEach((aggregate, which) => {
      const values = aggregate.pick(field)
      if (aggregate.method === 'max') {
        const current = running[which] ?? new Float32Array(values.length).fill(-Infinity)
        values.forEach((value, place) => {
          const magnitude = aggregate.quantity === 'u1' ? Math.abs(value) : value
          if (magnitude > (current[place] ?? -Infinity)) current[place] = magnitude
        })
        running[which] = current
      } else {
        const sum = cumulative[which] ?? new Float64Array(values.length)
        values.forEach((value, place) => {
          sum[place] = (sum[place] ?? 0) + value * dt
        })
        cumulative[which] = sum
      }
    })
    const last = index === times.length - 1
    if (time > 0 && (time % settings.interval === 0 || last)) {
      windowEnds.push(time)
      aggregates.forEach((aggregate, which) => {
        const value =
          aggregate.method === 'max' ? running[which] : Float32Array.from(cumulative[which] ?? [])
        results[which]?.push(value ?? new Float32Array())
      })
      running = aggregates.map(() => undefined)
    }
  })
  return writeNetcdf4(aggregateContent(run, geometry, aggregates, windowEnds, results))
}

/** `s1_max` for `Mesh2D_s1_max` and `Mesh1D_s1_max`: their shared time axis is `time_s1_max`. */
const aggregateName = ({ quantity, method }: Aggregate) => `${quantity}_${method}`

/**
 * The platform's aggregate layout (test-data/platform/facts/aggregate_results_3di.mock-source.md):
 * no `time` variable, one unlimited time axis per aggregated quantity and method, shared by 1D
 * and 2D.
 */
function aggregateContent(
  run: ResultRun,
  geometry: MeshGeometry,
  aggregates: Aggregate[],
  windowEnds: number[],
  results: Float32Array[][],
): NcFileContent {
  const axes = [...new Set(aggregates.map(aggregateName))].map((name) => `time_${name}`)
  const settings = aggregationSettings(run.model)
  const meshDims = meshDimensions(geometry, 0).filter((dimension) => dimension.name !== 'time')
  return {
    attributes: {
      ...globalAttributes(run, 'aggregate', run.outputStep),
      aggregation_interval: settings?.interval ?? 0,
    },
    dimensions: [
      ...meshDims,
      ...axes.map((name) => ({ name, size: windowEnds.length, unlimited: true })),
    ],
    variables: [
      ...leadingVariables(geometry),
      ...(hasMesh1d(geometry) ? meshVariables('Mesh1D', geometry.mesh1d) : []),
      ...axes.map((name) => timeVariable(run, windowEnds, name)),
      ...aggregates.map((aggregate, which) =>
        resultVariable(aggregate.mesh, aggregate.quantity, results[which] ?? [], {
          suffix: `_${aggregate.method}`,
          time: `time_${aggregateName(aggregate)}`,
          attributes: aggregateAttributes(aggregate, settings?.interval ?? 0),
        }),
      ),
    ],
  }
}

function aggregateAttributes({ quantity, method }: Aggregate, interval: number): NcAttributes {
  if (method === 'cum') {
    return {
      long_name: 'cumulative discharge volume since the start',
      units: 'm3',
      cell_methods: 'time: sum',
    }
  }
  const what = quantity === 's1' ? 'maximum water level' : 'maximum flow velocity (absolute)'
  return {
    long_name: `${what} per ${interval} s`,
    cell_methods: `time: maximum (interval: ${interval} s)`,
  }
}
