import type { FileCollection } from '@/api/files/file-collection'
import { simulationKeys } from './queries'
import { rainNetcdf, type RainNetcdf } from './rain-schema'

export const rainFiles = (simulationId: number): FileCollection<RainNetcdf> => ({
  simulationId,
  path: `/simulations/${simulationId}/events/rain/rasters/netcdf/`,
  queryKey: [...simulationKeys.detail(simulationId), 'rain-netcdf'],
  schema: rainNetcdf,
  contentType: 'application/x-netcdf',
  keepsUploadedBytes: true,
})
