import { ActionError } from '@/components/action-error'
import { Button } from '@/components/button'
import { formatBytes } from '@/lib/format-bytes'
import type { ArtefactDownload } from './use-artefact-download'

const VERBS = {
  idle: 'Download',
  done: 'Download again',
  error: 'Retry download',
  link: 'Requesting link…',
  transfer: 'Downloading…',
} as const

/** `what` names the artefact for screen readers, e.g. "breaches geojson", where rows repeat the verb. */
export function DownloadButton({ download, what }: { download: ArtefactDownload; what: string }) {
  const { phase, error, savedBytes, filename, start } = download
  return (
    <div className="download">
      <Button busy={phase === 'link' || phase === 'transfer'} onClick={start}>
        {VERBS[phase]} <span className="visually-hidden">{what}</span>
      </Button>
      {phase === 'done' && savedBytes !== null ? (
        <span className="download__note" role="status">
          Saved {filename} ({formatBytes(savedBytes)})
        </span>
      ) : null}
      {phase === 'error' && error ? (
        <ActionError as="span" className="download__error">
          {error.message}
        </ActionError>
      ) : null}
    </div>
  )
}
