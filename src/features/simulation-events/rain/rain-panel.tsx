import { nothingRead } from '@/api/common'
import { UnreadableRows } from '@/components/list/unreadable-rows'
import { useId, useMemo } from 'react'
import { useFileCollection } from '@/api/files/file-collection'
import { useFileUpload } from '@/workflows/uploads/use-file-upload'
import { rainFiles } from '@/api/simulations/rain-queries'
import type { RainNetcdf } from '@/api/simulations/rain-schema'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { configurationLockReason } from '@/api/simulations/configuration-lock'
import { useWorkspaceSimulation } from '@/components/workspace/use-workspace-simulation'
import { netcdfKindOfBlob, netcdfRefusal } from '@/lib/netcdf-signature'
import { RainFileList } from './rain-file-list'
import { RainSourceForm } from './rain-source-form'
import { RainUploadForm } from './rain-upload-form'

const isChecking = (record: RainNetcdf) => record.file.state === 'uploaded'
/** NetCDF4 only: a NetCDF3 or other file is refused before anything is sent. */
const netcdf4Only = async (content: Blob) => netcdfRefusal(await netcdfKindOfBlob(content))

export function RainPanel() {
  const { simulation, status } = useWorkspaceSimulation()
  const headingId = useId()
  const lockReason = configurationLockReason(status)
  const collection = useMemo(() => rainFiles(simulation.id), [simulation.id])
  const files = useFileCollection(collection, isChecking)
  const upload = useFileUpload(collection, { precheck: netcdf4Only })
  const chooseAnother = () => {
    upload.reset()
    document
      .getElementById(`${headingId}-form`)
      ?.querySelector<HTMLInputElement>('input[type="file"]')
      ?.focus()
  }

  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Rain (NetCDF)</h2>
      {files.isPending ? (
        <LoadingState label="Loading rain files…" />
      ) : files.isError ? (
        <ErrorState
          title="Could not load the rain files"
          message={files.error.message}
          error={files.error}
          onRetry={() => void files.refetch()}
        />
      ) : nothingRead(files.data) ? (
        <EmptyState
          title="No rain file"
          description={
            lockReason ? 'The run had no rain file.' : 'Without one, the model’s own rain applies.'
          }
        />
      ) : (
        <>
          <RainFileList
            collection={collection}
            files={files.data.rows}
            lockReason={lockReason}
            onChooseAnother={chooseAnother}
          />
          <UnreadableRows rows={files.data.unreadable} />
        </>
      )}
      {lockReason ? null : (
        <div id={`${headingId}-form`}>
          <RainSourceForm
            simulation={simulation}
            upload={upload}
            uploadForm={
              <RainUploadForm
                upload={upload}
                onChoose={(file) => void upload.choose({ name: file.name, content: file })}
              />
            }
          />
        </div>
      )}
    </section>
  )
}
