import { ErrorState } from '@/components/error-state'
import { useRemoveFileRecord, type FileCollection } from '@/api/files/file-collection'
import type { FileBoundaryCondition } from '@/api/simulations/boundary-conditions-schema'
import { boundaryAnchor } from '@/api/simulations/run-timeline'
import { Button } from '@/components/button'
import { RemovalDialog } from '@/components/removal-dialog'
import { useConfirmedRemoval } from '@/components/hooks/use-confirmed-removal'

function fileStateLabel(file: FileBoundaryCondition): string {
  if (file.state === 'valid') return 'Valid'
  if (file.state === 'invalid') return 'Invalid'
  return 'Being checked by the server…'
}

type Props = {
  collection: FileCollection<FileBoundaryCondition>
  file: FileBoundaryCondition
  /** The server's reasons that name no boundary (the others are shown at their boundary). */
  general: readonly string[]
  removable: boolean
}

export function BoundaryFileCard({ collection, file, general, removable }: Props) {
  const removal = useConfirmedRemoval<FileBoundaryCondition>(
    useRemoveFileRecord(collection),
    'The file',
  )
  const { filename } = file.file
  return (
    <div
      className="boundary-file"
      id={boundaryAnchor(file.id)}
      tabIndex={-1}
      aria-label="Boundary-conditions file"
    >
      <p>
        <strong>{filename}</strong>: <span>{fileStateLabel(file)}</span>
      </p>
      {file.state === 'invalid' ? (
        <ErrorState
          title={null}
          message="The server refused the file; the reasons are shown at each boundary above."
        >
          {general.length > 0 ? (
            <ul>
              {general.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </ErrorState>
      ) : null}
      <RemovalDialog
        removal={removal}
        title="Remove this boundary-conditions file?"
        confirmLabel="Remove file"
      >
        {(removing) =>
          `${removing.file.filename} is removed from the simulation; your series stay in the editor, to upload again.`
        }
      </RemovalDialog>
      {removable ? (
        <Button variant="ghost" onClick={() => removal.ask(file)} aria-label={`Remove ${filename}`}>
          Remove (your series stay in the editor)
        </Button>
      ) : null}
    </div>
  )
}
