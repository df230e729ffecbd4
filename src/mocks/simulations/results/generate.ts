import { buildAggregateNetcdf } from './aggregate-netcdf'
import { AGGREGATE_FILENAME, logZipFilename, RESULTS_FILENAME } from './filenames'
import { buildLogZip } from './log-zip'
import { buildResultsNetcdf } from './results-netcdf'
import type { ResultRun } from './run-input'

export async function generateResultFile(run: ResultRun, filename: string): Promise<Uint8Array> {
  if (filename === RESULTS_FILENAME) return buildResultsNetcdf(run)
  if (filename === AGGREGATE_FILENAME) return buildAggregateNetcdf(run)
  if (filename === logZipFilename(run.simulationId)) return buildLogZip(run)
  throw new Error(`Simulation ${run.simulationId} has no result file ${filename}`)
}
