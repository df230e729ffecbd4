import { breachSitesOf } from './breach-sites'
import { createFlowFieldSampler, type FlowFields } from './flow-fields'
import {
  hasMesh1d,
  mesh1dLines,
  meshDimensions,
  meshGeometryOf,
  type MeshGeometry,
} from './mesh-geometry'
import {
  crsVariables,
  FILL_VALUE,
  meshVariables,
  pumpVariables,
  resultVariable,
  structureVariable,
  type MeshName,
  type Quantity,
} from './mesh-variables'
import {
  writeNetcdf4,
  type NcAttributes,
  type NcFileContent,
  type NcVariable,
} from '@/lib/netcdf/netcdf4-file'
import type { ResultRun } from './run-input'

import { computeWaterBalance } from './water-balance'
import { writtenFieldsOf, type WrittenFields } from './written-fields'
import { modelTime } from './log-texts'

/** The core version whose results layout the mock writes (test-data/platform/facts). */
export const PLATFORM_LAYOUT_VERSION = '3.6.10'

export type RunFlow = {
  times: number[]
  outputStep: number
  /** The fields at output time `index`; the last one asked for is kept, so variables share it. */
  fieldAt: (index: number) => FlowFields
  /** The same, as the files hold them (written-fields.ts). */
  writtenAt: (index: number) => WrittenFields
}

export function runFlowOf(run: ResultRun, geometry: MeshGeometry): RunFlow {
  const balance = computeWaterBalance(run)
  const sampler = createFlowFieldSampler(geometry, balance, breachSitesOf(run))
  const written = writtenFieldsOf(run, geometry)
  const times = balance.rows.map((row) => row.time)
  // The balance's litres pumped over each output interval, as a flow.
  const pumped = (index: number) => {
    const interval = (times[index] ?? 0) - (times[index - 1] ?? 0)
    return index > 0 && interval > 0 ? (balance.rows[index]?.pumps ?? 0) / 1000 / interval : 0
  }
  let last: { index: number; field: FlowFields } | undefined
  let lastWritten: { index: number; field: WrittenFields } | undefined
  const fieldAt = (index: number) => {
    if (last?.index !== index) last = { index, field: sampler(index) }
    return last.field
  }
  return {
    times,
    outputStep: balance.outputStep,
    fieldAt,
    writtenAt(index) {
      if (lastWritten?.index !== index) {
        lastWritten = { index, field: written(fieldAt(index), times[index] ?? 0, pumped(index)) }
      }
      return lastWritten.field
    },
  }
}

export type SampledFields = { times: number[]; fields: WrittenFields[]; outputStep: number }

/** What the results file holds at each output time. */
export function sampleFlowFields(run: ResultRun, geometry: MeshGeometry): SampledFields {
  const { times, outputStep, writtenAt } = runFlowOf(run, geometry)
  return { times, outputStep, fields: times.map((_, index) => writtenAt(index)) }
}

export async function buildResultsNetcdf(run: ResultRun): Promise<Uint8Array> {
  const geometry = meshGeometryOf(run.model)
  return writeNetcdf4(resultsContent(run, geometry, runFlowOf(run, geometry)))
}

export function resultsContent(
  run: ResultRun,
  geometry: MeshGeometry,
  { times, writtenAt, outputStep }: RunFlow,
): NcFileContent {
  const has1d = hasMesh1d(geometry)
  const lines1d = mesh1dLines(geometry)
  const steps = (pick: (field: WrittenFields) => Float32Array) => ({
    count: times.length,
    at: (index: number) => pick(writtenAt(index)),
  })
  const series = (
    mesh: MeshName,
    quantity: Quantity,
    pick: (field: WrittenFields) => Float32Array,
  ) => resultVariable(mesh, quantity, mesh === 'Mesh2D' ? geometry.mesh2d : lines1d, steps(pick))
  const { pumps } = geometry
  const variables: NcVariable[] = [
    ...leadingVariables(geometry),
    timeVariable(run, times, 'time'),
    series('Mesh2D', 's1', (field) => field.s1),
    series('Mesh2D', 'u1', (field) => field.u1),
    series('Mesh2D', 'q', (field) => field.q),
    series('Mesh2D', 'ucx', (field) => field.ucx),
    series('Mesh2D', 'ucy', (field) => field.ucy),
  ]
  if (has1d) {
    const lines = lines1d.lineIds.length
    variables.push(
      ...meshVariables('Mesh1D', lines1d),
      ...(pumps.length > 0 ? pumpVariables(pumps) : []),
      series('Mesh1D', 's1', (field) => field.s1Of1d),
      ...(pumps.length > 0
        ? [
            structureVariable(
              'Mesh1D_q_pump',
              pumps.length,
              steps((field) => field.pumpQ),
            ),
          ]
        : []),
      series('Mesh1D', 'u1', (field) => field.u1Of1d),
      series('Mesh1D', 'q', (field) => field.qOf1d),
      structureVariable(
        'Mesh1D_breach_depth',
        lines,
        steps((field) => field.breachDepth),
      ),
      structureVariable(
        'Mesh1D_breach_width',
        lines,
        steps((field) => field.breachWidth),
      ),
    )
  }
  return {
    attributes: globalAttributes(run, 'raw', outputStep),
    dimensions: meshDimensions(geometry, times.length, has1d ? pumps.length : 0),
    variables,
  }
}

export function leadingVariables(geometry: MeshGeometry): NcVariable[] {
  return [...crsVariables(geometry.epsg), ...meshVariables('Mesh2D', geometry.mesh2d)]
}

/** The solver's first time at or past each output moment, so intervals differ by a few seconds. */
export function timeVariable(run: ResultRun, times: number[], name: string): NcVariable {
  const late = (time: number) => (time > 0 && time < run.endTime ? ((time * 7919) % 1000) / 100 : 0)
  return {
    name,
    dimensions: [name],
    data: Float32Array.from(times, (time) => time + late(time)),
    attributes: {
      _FillValue: FILL_VALUE,
      units: `seconds since ${modelTime(run, 0)}`,
      standard_name: 'time',
      long_name: 'time',
      calendar: 'standard',
      axis: 'T',
    },
  }
}

/** One schematisation revision per mock model, so the model's id stands for all three ids. */
export function globalAttributes(
  run: ResultRun,
  resultType: 'raw' | 'aggregate',
  outputStep: number,
): NcAttributes {
  const { model } = run
  const slug = (model.schematisation_name ?? model.name).toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return {
    institution: 'Polder mock backend',
    references: 'docs/platform-files.md',
    source: 'Polder mock flow engine, in the layout of 3Di calculationcore 3.6.10',
    threedicore_version: PLATFORM_LAYOUT_VERSION,
    model_slug: `${slug}-${model.revision_number ?? 0}`,
    result_type: resultType,
    conventions: 'CF-1.6',
    simulation_id: BigInt(run.simulationId),
    schematisation_id: BigInt(model.id),
    revision_id: BigInt(model.id),
    model_id: BigInt(model.id),
    simulation_name: run.simulationName,
    model_name: model.name,
    output_time_step: outputStep,
  }
}
