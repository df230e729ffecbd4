import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '@/api/client'
import { refreshAfterChange } from '@/api/refresh'
import { apiOf } from '@/api/session-client'
import { simulationKeys } from './queries'
import { rainNetcdf, type RainNetcdf } from './rain-schema'
import { uploadEventFile } from './upload-event-file'

export const rainKeys = {
  list: (simulationId: number) => [...simulationKeys.detail(simulationId), 'rain-netcdf'] as const,
}

export const rainCollectionPath = (simulationId: number) =>
  `/simulations/${simulationId}/events/rain/rasters/netcdf/`

export function rainNetcdfListQuery(simulationId: number) {
  return queryOptions({
    queryKey: rainKeys.list(simulationId),
    queryFn: ({ client, signal }) =>
      apiOf(client).listAll(rainCollectionPath(simulationId), rainNetcdf, { signal }),
  })
}

/** After a change: the rain list and the events overview (the run controls read it). */
export function refreshRain(queryClient: QueryClient, simulationId: number): Promise<unknown> {
  return refreshAfterChange(queryClient, [
    rainKeys.list(simulationId),
    simulationKeys.events(simulationId),
  ])
}

export type RainUploadOptions = {
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

/**
 * POST the name → PUT the bytes to put_url (no Authorization: transfer.ts) → the record, found
 * in the list by its name (the POST answers only `filename` and `put_url`). A put_url that has
 * expired (storage 403) is renewed once by posting the name again: the server hands the waiting
 * record a fresh link (docs/decisions/0011-rain-upload.md).
 */
export async function uploadRainNetcdf(
  api: ApiClient,
  simulationId: number,
  file: File,
  options: RainUploadOptions = {},
): Promise<RainNetcdf | undefined> {
  const { onProgress, signal } = options
  const filename = await uploadEventFile(api, {
    path: rainCollectionPath(simulationId),
    filename: file.name,
    content: file,
    contentType: 'application/x-netcdf',
    onProgress,
    signal,
  })
  return findByName(api, simulationId, filename, signal)
}

/** The newest record of that name (names may repeat: each upload is its own record). */
export async function findByName(
  api: ApiClient,
  simulationId: number,
  filename: string,
  signal?: AbortSignal,
): Promise<RainNetcdf | undefined> {
  const records = await api.listAll(rainCollectionPath(simulationId), rainNetcdf, { signal })
  return records
    .filter((record) => record.file.filename === filename)
    .sort((a, b) => b.id - a.id)[0]
}

export function deleteRainNetcdf(api: ApiClient, simulationId: number, id: number) {
  return api.delete(`${rainCollectionPath(simulationId)}${id}/`)
}
