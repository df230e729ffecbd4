import { breachSitesOf } from './breach-sites'
import { createFlowFieldSampler, type FlowFields } from './flow-fields'
import { hasMesh1d, meshDimensions, meshGeometryOf, type MeshGeometry } from './mesh-geometry'
import {
  crsVariables,
  FILL_VALUE,
  meshVariables,
  resultVariable,
  type MeshName,
  type Quantity,
} from './mesh-variables'
import {
  writeNetcdf4,
  type NcAttributes,
  type NcFileContent,
  type NcVariable,
} from './netcdf4-file'
import type { ResultRun } from './run-input'

import { computeWaterBalance } from './water-balance'
import { modelTime } from './log-texts'

/** The core version whose results layout the mock writes (test-data/platform/facts). */
export const PLATFORM_LAYOUT_VERSION = '3.6.10'

export type RunFlow = {
  times: number[]
  outputStep: number
  /** The fields at output time `index`; the last one asked for is kept, so variables share it. */
  fieldAt: (index: number) => FlowFields
}

export function runFlowOf(run: ResultRun, geometry: MeshGeometry): RunFlow {
  const balance = computeWaterBalance(run)
  const sampler = createFlowFieldSampler(geometry, balance, breachSitesOf(run))
  let last: { index: number; field: FlowFields } | undefined
  return {
    times: balance.rows.map((row) => row.time),
    outputStep: balance.outputStep,
    fieldAt(index) {
      if (last?.index !== index) last = { index, field: sampler(index) }
      return last.field
    },
  }
}

export type SampledFields = { times: number[]; fields: FlowFields[]; outputStep: number }

export function sampleFlowFields(run: ResultRun, geometry: MeshGeometry): SampledFields {
  const { times, outputStep, fieldAt } = runFlowOf(run, geometry)
  return { times, outputStep, fields: times.map((_, index) => fieldAt(index)) }
}

export async function buildResultsNetcdf(run: ResultRun): Promise<Uint8Array> {
  const geometry = meshGeometryOf(run.model)
  return writeNetcdf4(resultsContent(run, geometry, runFlowOf(run, geometry)))
}

export function resultsContent(
  run: ResultRun,
  geometry: MeshGeometry,
  { times, fieldAt, outputStep }: RunFlow,
): NcFileContent {
  const has1d = hasMesh1d(geometry)
  const series = (mesh: MeshName, quantity: Quantity, pick: (field: FlowFields) => Float32Array) =>
    resultVariable(mesh, quantity, mesh === 'Mesh2D' ? geometry.mesh2d : geometry.mesh1d, {
      count: times.length,
      at: (index) => pick(fieldAt(index)),
    })
  const variables: NcVariable[] = [
    ...leadingVariables(geometry),
    timeVariable(run, times, 'time'),
    series('Mesh2D', 's1', (field) => field.s1),
    series('Mesh2D', 'u1', (field) => field.u1),
    series('Mesh2D', 'q', (field) => field.q),
  ]
  if (has1d) {
    variables.push(
      ...meshVariables('Mesh1D', geometry.mesh1d),
      series('Mesh1D', 's1', (field) => field.s1Of1d),
      series('Mesh1D', 'u1', (field) => field.u1Of1d),
      series('Mesh1D', 'q', (field) => field.qOf1d),
    )
  }
  return {
    attributes: globalAttributes(run, 'raw', outputStep),
    dimensions: meshDimensions(geometry, times.length),
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
