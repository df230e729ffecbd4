import { useQuery } from '@tanstack/react-query'
import { modelQuery } from '@/api/models/queries'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { useModelNetwork } from '@/components/map/use-model-network'
import { configurationLockReason } from '@/api/simulations/configuration-lock'
import { useWorkspaceSimulation } from '@/components/workspace/workspace-simulation'
import { ConfiguredControls } from './configured-controls'
import { TableControlForm } from './table-control-form'
import { TimedControls } from './timed-controls'
import { useStructureControls } from './use-structure-controls'
import './structure-controls.css'

/**
 * Structure controls (api.md "Structure control: table" / "timed"): listed with the state the
 * server gave them, added with the rules checked as typed, read-only once the run started.
 */
export function StructureControlsPanel() {
  const { simulation, status } = useWorkspaceSimulation()
  const lockReason = configurationLockReason(status)
  const model = useQuery(modelQuery(simulation.hydromodel_id))
  const network = useModelNetwork(simulation.hydromodel_id)
  const table = useStructureControls(simulation.id, 'table')
  const timed = useStructureControls(simulation.id, 'timed')

  const failed = [
    { result: model, title: 'The model could not be loaded' },
    { result: table, title: 'The table structure controls could not be loaded' },
    { result: timed, title: 'The timed structure controls could not be loaded' },
  ].find(({ result }) => result.error)

  let body
  if (failed?.result.error) {
    body = (
      <ErrorState
        title={failed.title}
        message={failed.result.error.message}
        onRetry={() => void failed.result.refetch()}
      />
    )
  } else if (!model.data || !table.data || !timed.data) {
    body = <LoadingState label="Loading the structure controls…" />
  } else {
    body = (
      <>
        <h3>Table controls</h3>
        {table.data.length === 0 ? (
          <p className="muted">
            {lockReason ? 'No table controls were configured.' : 'No table controls yet.'}
          </p>
        ) : (
          <ConfiguredControls
            simulationId={simulation.id}
            kind="table"
            controls={table.data}
            network={network.data}
            removable={lockReason === null}
          />
        )}
        {lockReason ? null : (
          <TableControlForm simulation={simulation} model={model.data} network={network.data} />
        )}
        <TimedControls
          simulation={simulation}
          model={model.data}
          controls={timed.data}
          network={network.data}
          locked={lockReason !== null}
        />
      </>
    )
  }

  return (
    <section className="panel" aria-labelledby="structure-controls-heading">
      <h2 id="structure-controls-heading">Structure controls</h2>
      {body}
    </section>
  )
}
