import type { ResultFile } from './result-files-schema'

/** The run's results file: results_3di.nc on the platform, results_hydro.nc in the demo. */
export function resultsFileOf(files: readonly ResultFile[]): ResultFile | null {
  return files.find((file) => /^results_[\w-]*\.nc$/.test(file.filename)) ?? null
}

export function aggregateFileOf(files: readonly ResultFile[]): ResultFile | null {
  return files.find((file) => /^aggregate_results_[\w-]*\.nc$/.test(file.filename)) ?? null
}
