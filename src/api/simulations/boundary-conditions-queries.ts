import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '@/api/client'
import { refreshAfterChange } from '@/api/refresh'
import { apiOf } from '@/api/session-client'
import { fileBoundaryCondition, type FileBoundaryCondition } from './boundary-conditions-schema'
import { normaliseUploadFilename } from './upload-filename'
import { simulationKeys } from './queries'
import { uploadEventFile } from './upload-event-file'

export const boundaryFileKeys = {
  list: (simulationId: number) =>
    [...simulationKeys.detail(simulationId), 'boundary-conditions-file'] as const,
}

export const boundaryFileCollectionPath = (simulationId: number) =>
  `/simulations/${simulationId}/events/boundaryconditions/file/`

export function boundaryFileListQuery(simulationId: number) {
  return queryOptions({
    queryKey: boundaryFileKeys.list(simulationId),
    queryFn: ({ client, signal }) =>
      apiOf(client).listAll(boundaryFileCollectionPath(simulationId), fileBoundaryCondition, {
        signal,
      }),
  })
}

/** After a change: the file list and the events overview (the run controls read it). */
export function refreshBoundaryFile(queryClient: QueryClient, simulationId: number) {
  return refreshAfterChange(queryClient, [
    boundaryFileKeys.list(simulationId),
    simulationKeys.events(simulationId),
  ])
}

export type BoundaryUploadOptions = {
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

/**
 * POST the name → PUT the JSON to put_url (no Authorization: transfer.ts) → the record, found in
 * the list by its normalised name. An expired put_url (storage 403) is renewed once by posting
 * the name again, as for rain (docs/decisions/0011-rain-upload.md).
 */
export async function uploadBoundaryConditionsFile(
  api: ApiClient,
  simulationId: number,
  filename: string,
  content: Blob,
  options: BoundaryUploadOptions = {},
): Promise<FileBoundaryCondition | undefined> {
  const { onProgress, signal } = options
  const path = boundaryFileCollectionPath(simulationId)
  const stored = await uploadEventFile(api, {
    path,
    filename,
    content,
    contentType: 'application/json',
    onProgress,
    signal,
  })
  const records = await api.listAll(path, fileBoundaryCondition, { signal })
  const name = normaliseUploadFilename(stored)
  return records.filter((record) => record.file.filename === name).sort((a, b) => b.id - a.id)[0]
}

export function deleteBoundaryConditionsFile(api: ApiClient, simulationId: number, id: number) {
  return api.delete(`${boundaryFileCollectionPath(simulationId)}${id}/`)
}
