import { ErrorState } from '@/components/error-state'
import type { FileCollection } from '@/api/files/file-collection'
import { useRemoveFileRecord } from '@/api/files/file-collection'
import type { RainNetcdf } from '@/api/simulations/rain-schema'
import { rainAnchor } from '@/api/simulations/run-timeline'
import { Button } from '@/components/button'
import { RemovalDialog } from '@/components/removal-dialog'
import { formatBytes } from '@/lib/format-bytes'
import { useConfirmedRemoval } from '@/components/hooks/use-confirmed-removal'
import { describeRainSteps, rainStateLabel } from './rain-format'

type Props = {
  collection: FileCollection<RainNetcdf>
  files: readonly RainNetcdf[]
  /** Null while the configuration can change; otherwise nothing can be removed. */
  lockReason: string | null
  onChooseAnother: () => void
}

export function RainFileList({ collection, files, lockReason, onChooseAnother }: Props) {
  const removal = useConfirmedRemoval<RainNetcdf>(useRemoveFileRecord(collection), 'The file')
  const removable = lockReason === null
  return (
    <>
      <RemovalDialog removal={removal} title="Remove this rain file?" confirmLabel="Remove file">
        {(file) => `${file.file.filename} will no longer be the rain of this simulation.`}
      </RemovalDialog>
      <ul className="rain-files" aria-label="Rain files">
        {files.map((file) => (
          <RainFileItem
            key={file.id}
            file={file}
            onRemove={removable ? () => removal.ask(file) : null}
            onChooseAnother={onChooseAnother}
          />
        ))}
      </ul>
    </>
  )
}

function RainFileItem({
  file,
  onRemove,
  onChooseAnother,
}: {
  file: RainNetcdf
  onRemove: (() => void) | null
  onChooseAnother: () => void
}) {
  const { filename, state, state_description: reason, size } = file.file
  return (
    <li className="rain-file" id={rainAnchor(file.id)} tabIndex={-1}>
      <p className="rain-file__name">
        <strong>{filename}</strong>
        {size === null ? null : <span className="muted"> ({formatBytes(size)})</span>}
      </p>
      <p>
        {rainStateLabel(file)}
        {state === 'processed' ? `: ${describeRainSteps(file)}` : null}
      </p>
      {state === 'error' ? (
        <ErrorState
          title={null}
          message={reason ?? 'The server gave no reason.'}
          secondaryAction={
            onRemove ? <Button onClick={onChooseAnother}>Choose another file</Button> : undefined
          }
        />
      ) : null}
      {onRemove ? (
        <div>
          <Button variant="ghost" onClick={onRemove} aria-label={`Remove ${filename}`}>
            Remove
          </Button>
        </div>
      ) : null}
    </li>
  )
}
