import { nothingRead } from '@/api/common'
import { UnreadableRows } from '@/components/list/unreadable-rows'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useId, useMemo } from 'react'
import { useFileCollection, type FileCollection } from '@/api/files/file-collection'
import { boundaryConditionsQuery } from '@/api/models/queries'
import type { ModelBoundaryCondition } from '@/api/models/schema'
import type { BoundaryRef } from '@/api/simulations/boundary-conditions-coverage'
import { boundaryFiles } from '@/api/simulations/boundary-conditions-queries'
import type { FileBoundaryCondition } from '@/api/simulations/boundary-conditions-schema'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { configurationLockReason } from '@/api/simulations/configuration-lock'
import { placeDetail } from '@/api/simulations/state-detail'
import { useWorkspaceSimulation } from '@/components/workspace/use-workspace-simulation'
import { BoundaryFileCard } from './boundary-file-card'
import { BoundaryFileEditor } from './boundary-file-editor'
import { sameBoundary } from './boundary-file-form-schema'
import { BoundaryList } from './boundary-list'
import './boundary-conditions.css'

const refOf = (condition: ModelBoundaryCondition): BoundaryRef => ({
  id: condition.boundary_id,
  type: condition.dimension === 'one_d' ? '1D' : '2D',
})
const kindLabel = (condition: ModelBoundaryCondition) => condition.type.replace('_', ' ')
const isChecking = (record: FileBoundaryCondition) =>
  record.file.state === 'uploaded' && record.state === 'processing'

export function BoundaryConditionsPanel() {
  const { simulation, status } = useWorkspaceSimulation()
  const headingId = useId()
  const lockReason = configurationLockReason(status)
  const model = useQuery(boundaryConditionsQuery(simulation.hydromodel_id))
  const collection = useMemo(() => boundaryFiles(simulation.id), [simulation.id])
  const files = useFileCollection(collection, isChecking)
  const conditions = model.data?.rows
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
        error={failed.error}
        onRetry={() => void (model.isError ? model.refetch() : files.refetch())}
      />
    )
  } else if (nothingRead(model.data)) {
    body = (
      <EmptyState
        title="The model has no boundary conditions"
        description="No boundary-conditions file is needed for this run."
      />
    )
  } else {
    body = (
      <>
        <UnreadableRows rows={model.data.unreadable} />
        <BoundaryFileSection
          collection={collection}
          records={files.data.rows}
          boundaries={boundaries}
          kindOf={kindOf}
          durationSeconds={simulation.duration}
          lockReason={lockReason}
        />
        <UnreadableRows rows={files.data.unreadable} />
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

function BoundaryFileSection(props: {
  collection: FileCollection<FileBoundaryCondition>
  records: readonly FileBoundaryCondition[]
  boundaries: readonly BoundaryRef[]
  kindOf: (boundary: BoundaryRef) => string | null
  durationSeconds: number
  lockReason: string | null
}) {
  const { collection, records, boundaries, kindOf, lockReason } = props
  // A record still waiting for its bytes (a failed PUT) does not stop the editor: the next POST
  // hands that record a fresh put_url.
  const file = records.find((each) => each.file.state !== 'created')
  const placed = placeDetail(file?.state === 'invalid' ? file.state_detail : null, boundaries)
  return (
    <>
      <BoundaryList
        boundaries={boundaries}
        kindOf={kindOf}
        messagesAt={placed.byBoundary}
        covered={file?.state === 'valid'}
      />
      {file ? (
        <BoundaryFileCard
          collection={collection}
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
          collection={collection}
          durationSeconds={props.durationSeconds}
          boundaries={boundaries}
          kindOf={kindOf}
        />
      )}
    </>
  )
}
