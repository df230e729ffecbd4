import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useApiClient } from '@/api/session-client'
import { deleteRainNetcdf, refreshRain } from '@/api/simulations/rain-queries'
import type { RainNetcdf } from '@/api/simulations/rain-schema'
import { Button } from '@/components/button'
import { formatBytes } from '@/lib/format-bytes'
import { describeRainSteps, rainStateLabel } from './rain-format'

type Props = {
  simulationId: number
  files: readonly RainNetcdf[]
  /** Null while the configuration can change; otherwise nothing can be removed. */
  lockReason: string | null
  onChooseAnother: () => void
}

export function RainFileList({ simulationId, files, lockReason, onChooseAnother }: Props) {
  return (
    <ul className="rain-files" aria-label="Rain files">
      {files.map((file) => (
        <RainFileItem
          key={file.id}
          simulationId={simulationId}
          file={file}
          removable={lockReason === null}
          onChooseAnother={onChooseAnother}
        />
      ))}
    </ul>
  )
}

function RainFileItem({
  simulationId,
  file,
  removable,
  onChooseAnother,
}: {
  simulationId: number
  file: RainNetcdf
  removable: boolean
  onChooseAnother: () => void
}) {
  const api = useApiClient()
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: () => deleteRainNetcdf(api, simulationId, file.id),
    onSettled: () => refreshRain(queryClient, simulationId),
  })
  const { filename, state, state_description: reason, size } = file.file
  return (
    <li className="rain-file">
      <p className="rain-file__name">
        <strong>{filename}</strong>
        {size === null ? null : <span className="muted"> ({formatBytes(size)})</span>}
      </p>
      <p>
        {rainStateLabel(file)}
        {state === 'processed' ? `: ${describeRainSteps(file)}` : null}
      </p>
      {state === 'error' ? (
        <div className="state state--error" role="alert">
          <p className="state__description">{reason ?? 'The server gave no reason.'}</p>
          {removable ? (
            <div className="state__actions">
              <Button onClick={onChooseAnother}>Choose another file</Button>
            </div>
          ) : null}
        </div>
      ) : null}
      {remove.isError ? (
        <p className="field__error" role="alert">
          Could not remove {filename}: {remove.error.message}
        </p>
      ) : null}
      {removable ? (
        <div>
          <Button
            variant="ghost"
            busy={remove.isPending}
            onClick={() => remove.mutate()}
            aria-label={`Remove ${filename}`}
          >
            Remove
          </Button>
        </div>
      ) : null}
    </li>
  )
}
