import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { z } from 'zod'
import type { ApiClient } from '@/api/client'
import type { fileRecord } from '@/api/common'
import { refreshAfterChange } from '@/api/refresh'
import { apiOf } from '@/api/session-client'
import { simulationKeys } from '@/api/simulations/queries'
import { normaliseUploadFilename } from '@/api/simulations/upload-filename'
import { usePolledWhileChecking } from './use-polled-while-checking'

export type FileBacked = { id: number; file: z.infer<typeof fileRecord> }

/** A file record the server has the bytes of (a waiting `created` one is renewed by the POST). */
export const hasBytes = (record: FileBacked) =>
  record.file.state !== 'created' && record.file.state !== 'removed'

export type FileCollection<Item extends FileBacked> = {
  simulationId: number
  path: string
  /** The list's query key, under the simulation's so a change of the simulation refreshes it. */
  queryKey: readonly unknown[]
  schema: z.ZodType<Item>
  contentType: string
  /** Keep uploaded bytes in this browser for a copy of the simulation (the API cannot give them back). */
  keepsUploadedBytes?: boolean
}

export function fileListQuery<Item extends FileBacked>(collection: FileCollection<Item>) {
  // The key names the simulation and the collection, which fix the path and the schema.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: collection.queryKey,
    queryFn: ({ client, signal }) =>
      apiOf(client).readAll(collection.path, collection.schema, { signal }),
  })
}

export function refreshFiles(queryClient: QueryClient, collection: FileCollection<FileBacked>) {
  return refreshAfterChange(queryClient, [
    collection.queryKey,
    simulationKeys.events(collection.simulationId),
  ])
}

export function useFileCollection<Item extends FileBacked>(
  collection: FileCollection<Item>,
  isChecking: (record: Item) => boolean,
) {
  const queryClient = useQueryClient()
  const onCheckEnded = useCallback(
    () => void refreshFiles(queryClient, collection),
    [queryClient, collection],
  )
  return usePolledWhileChecking(
    fileListQuery(collection),
    (records) => records?.rows.some(isChecking) ?? false,
    onCheckEnded,
  )
}

/** Names repeat (each upload is its own record); compared as the server stores them (upload-filename.ts). */
export async function newestByName<Item extends FileBacked>(
  api: ApiClient,
  collection: FileCollection<Item>,
  filename: string,
  signal?: AbortSignal,
): Promise<Item | undefined> {
  const name = normaliseUploadFilename(filename)
  const records = await api.listAll(collection.path, collection.schema, { signal })
  return records.filter((record) => record.file.filename === name).sort((a, b) => b.id - a.id)[0]
}

export function deleteFileRecord(
  api: ApiClient,
  collection: FileCollection<FileBacked>,
  id: number,
) {
  return api.delete(`${collection.path}${id}/`)
}

export function useRemoveFileRecord(collection: FileCollection<FileBacked>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number, { client }) => deleteFileRecord(apiOf(client), collection, id),
    // A refused removal (409 once the run started) may mean the list changed too.
    onSettled: () => refreshFiles(queryClient, collection),
  })
}
