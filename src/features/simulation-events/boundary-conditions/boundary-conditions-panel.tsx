import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useId, useMemo } from 'react'
import { boundaryConditionsQuery } from '@/api/models/queries'
import type { ModelBoundaryCondition } from '@/api/models/schema'
import { useApiClient } from '@/api/session-client'
import { boundaryLabel, type BoundaryRef } from '@/api/simulations/boundary-conditions-coverage'
import {
  deleteBoundaryConditionsFile,
  refreshBoundaryFile,
} from '@/api/simulations/boundary-conditions-queries'
import type { FileBoundaryCondition } from '@/api/simulations/boundary-conditions-schema'
import { Button } from '@/components/button'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { configurationLockReason } from '@/api/simulations/configuration-lock'
import { useWorkspaceSimulation } from '@/components/workspace/workspace-simulation'
import { BoundaryFileEditor } from './boundary-file-editor'
import { sameBoundary } from './boundary-file-form-schema'
import { placeDetail } from '@/api/simulations/state-detail'
import { useBoundaryFile } from './use-boundary-file'
import { useBoundaryUpload } from './use-boundary-upload'
import './boundary-conditions.css'

const refOf = (condition: ModelBoundaryCondition): BoundaryRef => ({
  id: condition.boundary_id,
  type: condition.dimension === 'one_d' ? '1D' : '2D',
})
const kindLabel = (condition: ModelBoundaryCondition) => condition.type.replace('_', ' ')

function fileStateLabel(file: FileBoundaryCondition): string {
  if (file.state === 'valid') return 'Valid'
  if (file.state === 'invalid') return 'Invalid'
  return 'Being checked by the server…'
}

/** Boundary conditions: the model's boundaries and the one timeseries file of the simulation. */
export function BoundaryConditionsPanel() {
  const { simulation, status } = useWorkspaceSimulation()
  const headingId = useId()
  const lockReason = configurationLockReason(status)
  const model = useQuery(boundaryConditionsQuery(simulation.hydromodel_id))
  const files = useBoundaryFile(simulation.id)
  const upload = useBoundaryUpload(simulation.id)
  const conditions = model.data
  const boundaries = useMemo(() => (conditions ?? []).map(refOf), [conditions])
  const kindOf = useCallback(
    (boundary: BoundaryRef) => {
      const found = conditions?.find((condition) => sameBoundary(refOf(condition), boundary))
      return found ? kindLabel(found) : null
    },
    [conditions],
  )

  let body
  if (model.isPending || files.isPending) {
    body = <LoadingState label="Loading the boundary conditions…" />
  } else if (model.isError || files.isError) {
    const failed = model.isError ? model : files
    body = (
      <ErrorState
        title="Could not load the boundary conditions"
        message={failed.error?.message ?? ''}
        onRetry={() => void (model.isError ? model.refetch() : files.refetch())}
      />
    )
  } else if (boundaries.length === 0) {
    body = (
      <EmptyState
        title="The model has no boundary conditions"
        description="No boundary-conditions file is needed for this run."
      />
    )
  } else {
    // A record still waiting for its bytes (a cancelled or failed PUT) does not stop the editor:
    // the next POST hands that record a fresh put_url.
    const file = files.data.find((each) => each.file.state !== 'created')
    const placed = placeDetail(file?.state === 'invalid' ? file.state_detail : null, boundaries)
    body = (
      <>
        <table className="boundary-list" aria-label="Boundaries of the model">
          <thead>
            <tr>
              <th scope="col">Boundary</th>
              <th scope="col">Kind</th>
              <th scope="col">File check</th>
            </tr>
          </thead>
          <tbody>
            {boundaries.map((boundary, index) => {
              const messages = placed.byBoundary.get(index) ?? []
              return (
                <tr key={boundaryLabel(boundary)}>
                  <th scope="row">{boundaryLabel(boundary)}</th>
                  <td>{kindOf(boundary)}</td>
                  <td>
                    {messages.length > 0 ? (
                      <span className="field__error">{messages.join(' ')}</span>
                    ) : file?.state === 'valid' ? (
                      'Covered'
                    ) : (
                      <span className="muted">—</span>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
        {file ? (
          <BoundaryFileCard
            simulationId={simulation.id}
            file={file}
            general={placed.general}
            removable={lockReason === null}
          />
        ) : lockReason ? (
          <p className="muted">
            The run had no boundary-conditions file: the model’s own series applied.
          </p>
        ) : (
          <BoundaryFileEditor
            simulationId={simulation.id}
            durationSeconds={simulation.duration}
            boundaries={boundaries}
            kindOf={kindOf}
            uploadState={upload.state}
            onUpload={upload.upload}
            onCancel={upload.cancel}
          />
        )}
      </>
    )
  }

  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Boundary conditions</h2>
      {lockReason ? <p className="muted">{lockReason}</p> : null}
      {body}
    </section>
  )
}

function BoundaryFileCard({
  simulationId,
  file,
  general,
  removable,
}: {
  simulationId: number
  file: FileBoundaryCondition
  general: readonly string[]
  removable: boolean
}) {
  const api = useApiClient()
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: () => deleteBoundaryConditionsFile(api, simulationId, file.id),
    onSettled: () => refreshBoundaryFile(queryClient, simulationId),
  })
  const { filename } = file.file
  return (
    <div className="boundary-file" aria-label="Boundary-conditions file">
      <p>
        <strong>{filename}</strong>: <span>{fileStateLabel(file)}</span>
      </p>
      {file.state === 'invalid' ? (
        <div className="state state--error" role="alert">
          <p className="state__description">
            The server refused the file; the reasons are shown at each boundary above.
          </p>
          {general.length > 0 ? (
            <ul>
              {general.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {remove.isError ? (
        <p className="field__error" role="alert">
          Could not remove {filename}: {remove.error.message}
        </p>
      ) : null}
      {removable ? (
        <Button
          variant="ghost"
          busy={remove.isPending}
          onClick={() => remove.mutate()}
          aria-label={`Remove ${filename}`}
        >
          Remove (your series stay in the editor)
        </Button>
      ) : null}
    </div>
  )
}
