import type { ResultFile } from '@/api/simulations/result-files-schema'

/** The run's results file: results_3di.nc on the platform, results_hydro.nc in the demo. */
export function resultsFileOf(files: readonly ResultFile[]): ResultFile | null {
  return files.find((file) => /^results_[\w-]*\.nc$/.test(file.filename)) ?? null
}
