import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '@/api/errors'
import { useApiClient } from '@/api/session-client'
import {
  refreshBoundaryFile,
  uploadBoundaryConditionsFile,
} from '@/api/simulations/boundary-conditions-queries'

export type BoundaryUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fraction: number | null }
  | { phase: 'failed'; message: string }
  | { phase: 'cancelled' }

/** POST → PUT of the built JSON with progress and cancel; a failure keeps the editor as it was. */
export function useBoundaryUpload(simulationId: number) {
  const api = useApiClient()
  const queryClient = useQueryClient()
  const [state, setState] = useState<BoundaryUploadState>({ phase: 'idle' })
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const upload = useCallback(
    async (filename: string, content: Blob) => {
      const abort = new AbortController()
      controller.current = abort
      setState({ phase: 'uploading', fraction: null })
      try {
        await uploadBoundaryConditionsFile(api, simulationId, filename, content, {
          signal: abort.signal,
          onProgress: (fraction) => {
            if (!abort.signal.aborted) setState({ phase: 'uploading', fraction })
          },
        })
        setState({ phase: 'idle' })
      } catch (error) {
        setState(
          abort.signal.aborted
            ? { phase: 'cancelled' }
            : { phase: 'failed', message: messageOf(error) },
        )
      } finally {
        if (controller.current === abort) controller.current = null
      }
      await refreshBoundaryFile(queryClient, simulationId)
    },
    [api, queryClient, simulationId],
  )

  return { state, upload, cancel: () => controller.current?.abort() }
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    const field = error.fieldErrors.filename?.[0] ?? error.fieldErrors.non_field_errors?.[0]
    if (field) return field
    return error.error ?? error.detail ?? error.message
  }
  return 'The upload failed for an unknown reason.'
}
