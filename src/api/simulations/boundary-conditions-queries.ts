import type { FileCollection } from '@/api/files/file-collection'
import { fileBoundaryCondition, type FileBoundaryCondition } from './boundary-conditions-schema'
import { simulationKeys } from './queries'

export const boundaryFiles = (simulationId: number): FileCollection<FileBoundaryCondition> => ({
  simulationId,
  path: `/simulations/${simulationId}/events/boundaryconditions/file/`,
  queryKey: [...simulationKeys.detail(simulationId), 'boundary-conditions-file'],
  schema: fileBoundaryCondition,
  contentType: 'application/json',
  // Kept so the run's timeline can show the series' span without downloading the file.
  keepsUploadedBytes: true,
})
