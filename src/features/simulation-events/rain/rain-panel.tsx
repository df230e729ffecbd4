import { useId } from 'react'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { configurationLockReason } from '@/api/simulations/configuration-lock'
import { useWorkspaceSimulation } from '@/components/workspace/workspace-simulation'
import { RainFileList } from './rain-file-list'
import { RainUploadForm } from './rain-upload-form'
import { useRainFiles } from './use-rain-files'
import { useRainUpload } from './use-rain-upload'

/** Rain as a NetCDF4 raster time series (api.md "Rain raster"): upload, check, list, remove. */
export function RainPanel() {
  const { simulation, status } = useWorkspaceSimulation()
  const headingId = useId()
  const lockReason = configurationLockReason(status)
  const files = useRainFiles(simulation.id)
  const upload = useRainUpload(simulation.id)
  const chooseAnother = () => {
    upload.reset()
    document.getElementById(`${headingId}-form`)?.querySelector('input')?.focus()
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
          onRetry={() => void files.refetch()}
        />
      ) : files.data.length === 0 ? (
        <EmptyState
          title="No rain file"
          description={
            lockReason ? 'The run had no rain file.' : 'Without one, the model’s own rain applies.'
          }
        />
      ) : (
        <RainFileList
          simulationId={simulation.id}
          files={files.data}
          lockReason={lockReason}
          onChooseAnother={chooseAnother}
        />
      )}
      {lockReason ? null : (
        <div id={`${headingId}-form`}>
          <RainUploadForm
            state={upload.state}
            onChoose={(file) => void upload.choose(file)}
            onCancel={upload.cancel}
            onRetry={upload.retry}
            onReset={upload.reset}
          />
        </div>
      )}
    </section>
  )
}
