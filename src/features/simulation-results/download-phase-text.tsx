import { ActionError } from '@/components/action-error'
import type { DownloadPhase } from './result-download'

export function DownloadPhaseText({ phase }: { phase: DownloadPhase }) {
  switch (phase.phase) {
    case 'waiting':
      return <span className="muted">Waiting…</span>
    case 'asking':
      return <span className="muted">Asking for the download link…</span>
    case 'preparing':
      return <span className="muted">Preparing the file in the store…</span>
    case 'downloading':
      return <span className="muted">Downloading…</span>
    case 'done':
      return (
        <span role="status">
          {phase.how === 'browser' ? "Handed to the browser's downloads." : 'Saved.'}
        </span>
      )
    case 'failed':
      return (
        <ActionError as="span" className="notice--inline-error">
          Not downloaded: {phase.message}
        </ActionError>
      )
  }
}
