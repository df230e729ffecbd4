import { breachSitesOf } from './breach-sites'
import { createFlowFieldSampler, type FlowFields } from './flow-fields'
import { hasMesh1d, meshDimensions, meshGeometryOf, type MeshGeometry } from './mesh-geometry'
import {
  crsVariable,
  meshVariables,
  resultVariable,
  type MeshName,
  type Quantity,
} from './mesh-variables'
import { writeNetcdf4, type NcFileContent, type NcVariable } from './netcdf4-file'
import type { ResultRun } from './run-input'
import { computeWaterBalance } from './water-balance'
import { modelTime } from './log-texts'

export type SampledFields = { times: number[]; fields: FlowFields[]; outputStep: number }

/** The run's flow fields every `outputStep` seconds (the balance's rows). */
export function sampleFlowFields(
  run: ResultRun,
  geometry: MeshGeometry,
  outputStep = run.outputStep,
): SampledFields {
  const balance = computeWaterBalance(run, outputStep)
  const fieldAt = createFlowFieldSampler(geometry, balance, breachSitesOf(run))
  return {
    times: balance.rows.map((row) => row.time),
    fields: balance.rows.map((_, index) => fieldAt(index)),
    outputStep,
  }
}

/** results_hydro.nc of a finished run: CF-1.6 + UGRID, the 1D and 2D meshes split. */
export async function buildResultsNetcdf(run: ResultRun): Promise<Uint8Array> {
  const geometry = meshGeometryOf(run.model)
  const sampled = sampleFlowFields(run, geometry)
  return writeNetcdf4(resultsContent(run, geometry, sampled))
}

export function resultsContent(
  run: ResultRun,
  geometry: MeshGeometry,
  { times, fields, outputStep }: SampledFields,
): NcFileContent {
  const has1d = hasMesh1d(geometry)
  const series = (mesh: MeshName, quantity: Quantity, pick: (field: FlowFields) => Float32Array) =>
    resultVariable(mesh, quantity, fields.map(pick))
  const variables: NcVariable[] = [
    ...leadingVariables(run, geometry, times),
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
    attributes: globalAttributes(run, geometry, 'raw', outputStep),
    dimensions: meshDimensions(geometry, times.length),
    variables,
  }
}

/** What every result file starts with: its time axis, the CRS and the 2D mesh. */
export function leadingVariables(
  run: ResultRun,
  geometry: MeshGeometry,
  times: number[],
): NcVariable[] {
  return [
    timeVariable(run, times, 'time'),
    crsVariable(geometry.epsg),
    ...meshVariables('Mesh2D', geometry.mesh2d),
  ]
}

function timeVariable(run: ResultRun, times: number[], name: string): NcVariable {
  return {
    name,
    dimensions: [name],
    data: Float64Array.from(times),
    attributes: {
      standard_name: 'time',
      long_name: 'time',
      units: `seconds since ${modelTime(run, 0)}`,
      calendar: 'standard',
      axis: 'T',
    },
  }
}

export function globalAttributes(
  run: ResultRun,
  geometry: MeshGeometry,
  resultType: 'raw' | 'aggregate',
  outputStep: number,
): Record<string, string | number> {
  return {
    Conventions: 'CF-1.6 UGRID-1.0',
    title: `${resultType === 'raw' ? 'Flow results' : 'Aggregated flow results'} of simulation ${run.simulationId}`,
    institution: 'Polder mock backend',
    source: 'polder-mock flow engine (synthetic results consistent with the events of the run)',
    history: `${run.endedAt} created by the Polder mock backend`,
    result_type: resultType,
    simulation_id: run.simulationId,
    simulation_name: run.simulationName,
    model_name: run.model.name,
    model_revision: run.model.revision_number ?? 0,
    epsg_code: String(geometry.epsg),
    output_time_step: outputStep,
  }
}
