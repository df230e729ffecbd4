import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiClient } from '@/api/client'
import { ApiError } from '@/api/errors'
import { useApiClient } from '@/api/session-client'
import { MAX_UPLOAD_BYTES } from '@/api/transfer'
import { formatBytes } from '@/lib/format-bytes'
import {
  deleteFileRecord,
  newestByName,
  refreshFiles,
  type FileBacked,
  type FileCollection,
} from '@/api/files/file-collection'
import { uploadEventFile } from './upload-event-file'

export type UploadItem = { name: string; content: Blob }

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'checking'; item: UploadItem }
  | { phase: 'refused'; item: UploadItem; message: string }
  | { phase: 'uploading'; item: UploadItem; fraction: number | null }
  | { phase: 'failed'; item: UploadItem; message: string }
  | { phase: 'cancelled'; item: UploadItem }

type Options = {
  precheck?: (content: Blob) => Promise<string | null>
}

/** One upload at a time: checked first, then POST → PUT with progress; a stall fails as a message. */
export function useFileUpload(collection: FileCollection<FileBacked>, options: Options = {}) {
  const api = useApiClient()
  const queryClient = useQueryClient()
  const [state, setState] = useState<UploadState>({ phase: 'idle' })
  const controller = useRef<AbortController | null>(null)
  const { precheck } = options
  useEffect(() => () => controller.current?.abort(), [])

  const upload = useCallback(
    async (item: UploadItem) => {
      const abort = new AbortController()
      controller.current = abort
      setState({ phase: 'uploading', item, fraction: null })
      try {
        await uploadEventFile(api, {
          path: collection.path,
          filename: item.name,
          content: item.content,
          contentType: collection.contentType,
          signal: abort.signal,
          keepFor: collection.keepsUploadedBytes ? collection.simulationId : undefined,
          onProgress: (fraction) => {
            if (!abort.signal.aborted) setState({ phase: 'uploading', item, fraction })
          },
        })
        setState({ phase: 'idle' })
      } catch (error) {
        if (abort.signal.aborted) {
          setState({ phase: 'cancelled', item })
          await forgetWaitingRecord(api, collection, item.name)
        } else {
          setState({ phase: 'failed', item, message: messageOf(error) })
        }
      } finally {
        if (controller.current === abort) controller.current = null
      }
      await refreshFiles(queryClient, collection)
    },
    [api, queryClient, collection],
  )

  const choose = useCallback(
    async (item: UploadItem) => {
      controller.current?.abort()
      setState({ phase: 'checking', item })
      const refusal = sizeRefusal(item.content) ?? (await precheck?.(item.content)) ?? null
      if (refusal) setState({ phase: 'refused', item, message: refusal })
      else await upload(item)
    },
    [upload, precheck],
  )

  return {
    state,
    choose,
    retry: () => {
      if ('item' in state) void upload(state.item)
    },
    cancel: () => controller.current?.abort(),
    reset: () => setState({ phase: 'idle' }),
  }
}

function sizeRefusal(content: Blob): string | null {
  if (content.size <= MAX_UPLOAD_BYTES) return null
  return `This file is ${formatBytes(content.size)}; the server takes at most 200 MiB (${formatBytes(MAX_UPLOAD_BYTES)}).`
}

async function forgetWaitingRecord(
  api: ApiClient,
  collection: FileCollection<FileBacked>,
  filename: string,
) {
  try {
    const record = await newestByName(api, collection, filename)
    if (record?.file.state === 'created') await deleteFileRecord(api, collection, record.id)
  } catch {
    // Best effort: the list shows a waiting record, which can be removed by hand.
  }
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    const field = error.fieldErrors.filename?.[0] ?? error.fieldErrors.non_field_errors?.[0]
    if (field) return field
    return error.error ?? error.detail ?? error.message
  }
  return 'The upload failed for an unknown reason.'
}
