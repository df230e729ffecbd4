import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ResultFile } from '@/api/simulations/result-files-schema'
import { Button } from '@/components/button'
import { useRuntimeConfig } from '@/config/runtime-config-context'
import { DownloadPhaseText } from './download-phase-text'
import { downloadResult, isUnderWay, type DownloadPhase } from './result-download'

export function DownloadButton({
  simulationId,
  file,
  label = 'Download',
}: {
  simulationId: number
  file: ResultFile
  label?: string
}) {
  const client = useQueryClient()
  const inTabStore = useRuntimeConfig().mode === 'demo'
  const [phase, setPhase] = useState<DownloadPhase | null>(null)
  const busy = isUnderWay(phase)
  return (
    <span className="result-download">
      <Button
        busy={busy}
        aria-label={`${label} ${file.filename}`}
        onClick={() =>
          void downloadResult(
            client,
            { simulationId, fileId: file.id, filename: file.filename },
            inTabStore,
            setPhase,
          )
        }
      >
        {label}
      </Button>
      {phase && phase.phase !== 'waiting' ? <DownloadPhaseText phase={phase} /> : null}
    </span>
  )
}
