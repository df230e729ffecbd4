import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiClient } from '@/api/client'
import { ApiError } from '@/api/errors'
import { useApiClient } from '@/api/session-client'
import {
  deleteRainNetcdf,
  findByName,
  refreshRain,
  uploadRainNetcdf,
} from '@/api/simulations/rain-queries'
import { MAX_UPLOAD_BYTES } from '@/api/transfer'
import { formatBytes } from '@/lib/format-bytes'
import { netcdfKindOfBlob, netcdfRefusal } from '@/lib/netcdf-signature'

export type RainUploadState =
  | { phase: 'idle' }
  | { phase: 'checking'; file: File }
  | { phase: 'refused'; file: File; message: string }
  | { phase: 'uploading'; file: File; fraction: number | null }
  | { phase: 'failed'; file: File; message: string }
  | { phase: 'cancelled'; file: File }

/**
 * One upload at a time: the file's first bytes are checked (NetCDF4 only), then POST → PUT with
 * progress and cancel. A failed upload keeps the file for "Try again".
 */
export function useRainUpload(simulationId: number) {
  const api = useApiClient()
  const queryClient = useQueryClient()
  const [state, setState] = useState<RainUploadState>({ phase: 'idle' })
  const controller = useRef<AbortController | null>(null)

  useEffect(() => () => controller.current?.abort(), [])

  const upload = useCallback(
    async (file: File) => {
      const abort = new AbortController()
      controller.current = abort
      setState({ phase: 'uploading', file, fraction: null })
      try {
        await uploadRainNetcdf(api, simulationId, file, {
          signal: abort.signal,
          onProgress: (fraction) => {
            if (!abort.signal.aborted) setState({ phase: 'uploading', file, fraction })
          },
        })
        setState({ phase: 'idle' })
      } catch (error) {
        if (abort.signal.aborted) {
          setState({ phase: 'cancelled', file })
          await forgetWaitingRecord(api, simulationId, file.name)
        } else {
          setState({ phase: 'failed', file, message: messageOf(error) })
        }
      } finally {
        if (controller.current === abort) controller.current = null
      }
      await refreshRain(queryClient, simulationId)
    },
    [api, queryClient, simulationId],
  )

  const choose = useCallback(
    async (file: File) => {
      controller.current?.abort()
      setState({ phase: 'checking', file })
      const refusal =
        file.size > MAX_UPLOAD_BYTES
          ? `This file is ${formatBytes(file.size)}; the server takes at most 200 MiB (${formatBytes(MAX_UPLOAD_BYTES)}).`
          : netcdfRefusal(await netcdfKindOfBlob(file))
      if (refusal) setState({ phase: 'refused', file, message: refusal })
      else await upload(file)
    },
    [upload],
  )

  return {
    state,
    choose,
    retry: () => {
      if ('file' in state) void upload(state.file)
    },
    cancel: () => controller.current?.abort(),
    reset: () => setState({ phase: 'idle' }),
  }
}

/** A cancelled upload leaves a record that waits for bytes: remove it, if it is still there. */
async function forgetWaitingRecord(api: ApiClient, simulationId: number, filename: string) {
  try {
    const record = await findByName(api, simulationId, filename)
    if (record?.file.state === 'created') await deleteRainNetcdf(api, simulationId, record.id)
  } catch {
    // Best effort: the list shows a waiting record, which can be removed by hand.
  }
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    const field = error.fieldErrors.filename?.[0]
    if (field) return field
    return error.error ?? error.detail ?? error.message
  }
  return 'The upload failed for an unknown reason.'
}
