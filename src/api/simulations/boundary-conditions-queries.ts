import type { FileCollection } from '@/api/files/file-collection'
import { fileBoundaryCondition, type FileBoundaryCondition } from './boundary-conditions-schema'
import { simulationKeys } from './queries'

/** The simulation's boundary-conditions file (api.md "Boundary conditions file", at most one that is not waiting for its bytes): uploaded, polled and removed by the file-event kit in `src/api/files` and `src/workflows/uploads`. */
export const boundaryFiles = (simulationId: number): FileCollection<FileBoundaryCondition> => ({
  simulationId,
  path: `/simulations/${simulationId}/events/boundaryconditions/file/`,
  queryKey: [...simulationKeys.detail(simulationId), 'boundary-conditions-file'],
  schema: fileBoundaryCondition,
  contentType: 'application/json',
})
