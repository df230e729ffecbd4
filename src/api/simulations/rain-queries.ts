import type { FileCollection } from '@/api/files/file-collection'
import { simulationKeys } from './queries'
import { rainNetcdf, type RainNetcdf } from './rain-schema'

/** The simulation's rain NetCDF files (api.md "Rain raster"): listed, uploaded, polled and removed by the file-event kit in `src/api/files` and `src/workflows/uploads`. */
export const rainFiles = (simulationId: number): FileCollection<RainNetcdf> => ({
  simulationId,
  path: `/simulations/${simulationId}/events/rain/rasters/netcdf/`,
  queryKey: [...simulationKeys.detail(simulationId), 'rain-netcdf'],
  schema: rainNetcdf,
  contentType: 'application/x-netcdf',
  keepsUploadedBytes: true,
})
