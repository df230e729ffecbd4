import { hasMesh1d, mesh1dLines, meshDimensions, meshGeometryOf } from './mesh-geometry'
import type { MeshGeometry } from './mesh-geometry'
import { meshVariables, resultVariable, type MeshName, type Quantity } from './mesh-variables'
import { aggregationSettings } from './model-settings'
import { writeNetcdf4, type NcAttributes, type NcFileContent } from '@/lib/netcdf/netcdf4-file'
import {
  globalAttributes,
  leadingVariables,
  runFlowOf,
  timeVariable,
  type RunFlow,
} from './results-netcdf'
import type { ResultRun } from './run-input'
import type { WrittenFields } from './written-fields'

type Aggregate = {
  mesh: MeshName
  quantity: Quantity
  method: 'max' | 'cum'
  pick: (field: WrittenFields) => Float32Array
}

const AGGREGATES: Aggregate[] = [
  { mesh: 'Mesh2D', quantity: 's1', method: 'max', pick: (field) => field.s1 },
  { mesh: 'Mesh2D', quantity: 'u1', method: 'max', pick: (field) => field.u1 },
  { mesh: 'Mesh2D', quantity: 'q', method: 'cum', pick: (field) => field.q },
  { mesh: 'Mesh1D', quantity: 's1', method: 'max', pick: (field) => field.s1Of1d },
  { mesh: 'Mesh1D', quantity: 'q', method: 'cum', pick: (field) => field.qOf1d },
]

/** aggregate_results_hydro.nc: per interval max water level and velocity, cumulative discharge. */
export async function buildAggregateNetcdf(run: ResultRun): Promise<Uint8Array> {
  const settings = aggregationSettings(run.model)
  if (!settings) throw new Error(`Model ${run.model.id} defines no aggregation`)
  const geometry = meshGeometryOf(run.model)
  const has1d = hasMesh1d(geometry)
  const aggregates = AGGREGATES.filter((aggregate) => has1d || aggregate.mesh === 'Mesh2D')
  const flow = runFlowOf(run, geometry)
  const windows = aggregationWindows(flow.times, settings.interval)
  const windowAt = aggregateWindows(flow, aggregates, windows)
  return writeNetcdf4(
    aggregateContent(run, geometry, aggregates, {
      ends: windows.map((window) => flow.times[window.last] ?? 0),
      at: windowAt,
    }),
  )
}

type Window = { first: number; last: number }

/** Each window closes at the first output time at or past its interval's end. */
export function aggregationWindows(times: number[], interval: number): Window[] {
  const windows: Window[] = []
  let first = 0
  let nextEnd = interval
  times.forEach((time, index) => {
    const last = index === times.length - 1
    if (index === 0 && !last) return
    if (time < nextEnd && !last) return
    windows.push({ first, last: index })
    first = index + 1
    while (nextEnd <= time) nextEnd += interval
  })
  return windows
}

/** Maxima from each window's own output times, cumulative volumes from the start. */
function aggregateWindows(
  flow: RunFlow,
  aggregates: Aggregate[],
  windows: Window[],
): (window: number, which: number) => Float32Array {
  const cumulative: (Float64Array | undefined)[] = aggregates.map(() => undefined)
  let done: { window: number; values: Float32Array[] } | undefined
  const compute = (window: number): Float32Array[] => {
    const { first, last } = windows[window] ?? { first: 0, last: -1 }
    const maxima: (Float32Array | undefined)[] = aggregates.map(() => undefined)
    for (let index = first; index <= last; index += 1) {
      const field = flow.writtenAt(index)
      const dt = index > 0 ? (flow.times[index] ?? 0) - (flow.times[index - 1] ?? 0) : 0
      aggregates.forEach((aggregate, which) => {
        const values = aggregate.pick(field)
        if (aggregate.method === 'max') {
          const current = (maxima[which] ??= new Float32Array(values.length).fill(-Infinity))
          const absolute = aggregate.quantity === 'u1'
          for (let place = 0; place < values.length; place += 1) {
            const value = absolute ? Math.abs(values[place] ?? 0) : (values[place] ?? 0)
            if (value > (current[place] ?? -Infinity)) current[place] = value
          }
        } else {
          const sum = (cumulative[which] ??= new Float64Array(values.length))
          for (let place = 0; place < values.length; place += 1) {
            sum[place] = (sum[place] ?? 0) + (values[place] ?? 0) * dt
          }
        }
      })
    }
    return aggregates.map((aggregate, which) =>
      aggregate.method === 'max'
        ? (maxima[which] ?? new Float32Array())
        : Float32Array.from(cumulative[which] ?? []),
    )
  }
  return (window, which) => {
    if (done?.window !== window) done = { window, values: compute(window) }
    return done.values[which] ?? new Float32Array()
  }
}

/** `s1_max` for `Mesh2D_s1_max` and `Mesh1D_s1_max`: their shared time axis is `time_s1_max`. */
const aggregateName = ({ quantity, method }: Aggregate) => `${quantity}_${method}`

/** The platform's layout (test-data/platform/facts/aggregate_results_3di.mock-source.md). */
function aggregateContent(
  run: ResultRun,
  geometry: MeshGeometry,
  aggregates: Aggregate[],
  windows: { ends: number[]; at: (window: number, which: number) => Float32Array },
): NcFileContent {
  const windowEnds = windows.ends
  const axes = [...new Set(aggregates.map(aggregateName))].map((name) => `time_${name}`)
  const settings = aggregationSettings(run.model)
  const meshDims = meshDimensions(geometry, 0).filter(
    (dimension) => dimension.name !== 'time' && dimension.name !== 'nPumps',
  )
  const lines1d = mesh1dLines(geometry)
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
      ...(hasMesh1d(geometry) ? meshVariables('Mesh1D', lines1d) : []),
      ...axes.map((name) => timeVariable(run, windowEnds, name)),
      ...aggregates.map((aggregate, which) =>
        resultVariable(
          aggregate.mesh,
          aggregate.quantity,
          aggregate.mesh === 'Mesh2D' ? geometry.mesh2d : lines1d,
          { count: windowEnds.length, at: (window) => windows.at(window, which) },
          {
            suffix: `_${aggregate.method}`,
            time: `time_${aggregateName(aggregate)}`,
            attributes: aggregateAttributes(aggregate, settings?.interval ?? 0),
          },
        ),
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
