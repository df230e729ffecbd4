export const RESULTS_FILENAME = 'results_hydro.nc'
export const AGGREGATE_FILENAME = 'aggregate_results_hydro.nc'
export const logZipFilename = (simulationId: number) => `log_files_sim_${simulationId}.zip`

export function contentTypeOf(filename: string): string {
  return filename.endsWith('.zip') ? 'application/zip' : 'application/x-netcdf'
}
