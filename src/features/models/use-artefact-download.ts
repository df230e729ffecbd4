import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useApiClient } from '@/api/session-client'
import { saveBlob } from '@/api/transfer'
import { downloadWithFreshLink, type DownloadPhase, type GetLink } from '@/api/fresh-link-download'

export type ArtefactDownload = {
  start: () => void
  phase: DownloadPhase | 'idle' | 'done' | 'error'
  error: Error | null
  savedBytes: number | null
  filename: string
}

/** One artefact's download: its own progress and its own error, so a failure stays local. */
export function useArtefactDownload(getLink: GetLink, filename: string): ArtefactDownload {
  const [phase, setPhase] = useState<DownloadPhase>('link')
  const { transferStallMs } = useApiClient().deadlines
  const mutation = useMutation({
    mutationFn: async () => {
      const blob = await downloadWithFreshLink({
        getLink,
        onPhase: setPhase,
        stallMs: transferStallMs,
      })
      saveBlob(blob, filename)
      return blob.size
    },
  })
  return {
    start: () => mutation.mutate(),
    phase: mutation.isPending
      ? phase
      : mutation.isError
        ? 'error'
        : mutation.isSuccess
          ? 'done'
          : 'idle',
    error: mutation.error,
    savedBytes: mutation.data ?? null,
    filename,
  }
}
