import { nothingRead } from '@/api/common'
import { UnreadableRows } from '@/components/list/unreadable-rows'
import { useQuery } from '@tanstack/react-query'
import { modelQuery } from '@/api/models/queries'
import { allOf, failedTitle, QueryStates } from '@/components/query-states'
import { useModelNetwork } from '@/components/map/use-model-network'
import { configurationLockReason } from '@/api/simulations/configuration-lock'
import { useWorkspaceSimulation } from '@/components/workspace/use-workspace-simulation'
import { ConfiguredControls } from './configured-controls'
import { TableControlForm } from './table-control-form'
import { TimedControls } from './timed-controls'
import { useStructureControls } from './use-structure-controls'
import './structure-controls.css'

export function StructureControlsPanel() {
  const { simulation, status } = useWorkspaceSimulation()
  const lockReason = configurationLockReason(status)
  const model = useQuery(modelQuery(simulation.hydromodel_id))
  const network = useModelNetwork(simulation.hydromodel_id)
  const table = useStructureControls(simulation.id, 'table')
  const timed = useStructureControls(simulation.id, 'timed')

  const titled = [
    [model, 'The model could not be loaded'],
    [table, 'The table structure controls could not be loaded'],
    [timed, 'The timed structure controls could not be loaded'],
  ] as const

  const body = (
    <QueryStates
      query={allOf(model, table, timed)}
      loading="Loading the structure controls…"
      errorTitle={failedTitle(titled)}
    >
      {([model, table, timed]) => (
        <>
          <h3>Table controls</h3>
          {nothingRead(table) ? (
            <p className="muted">
              {lockReason ? 'No table controls were configured.' : 'No table controls yet.'}
            </p>
          ) : (
            <ConfiguredControls
              simulationId={simulation.id}
              kind="table"
              controls={table.rows}
              network={network.data}
              removable={lockReason === null}
            />
          )}
          <UnreadableRows rows={table.unreadable} />
          {lockReason ? null : (
            <TableControlForm simulation={simulation} model={model} network={network.data} />
          )}
          <TimedControls
            simulation={simulation}
            model={model}
            controls={timed.rows}
            network={network.data}
            locked={lockReason !== null}
          />
          <UnreadableRows rows={timed.unreadable} />
        </>
      )}
    </QueryStates>
  )

  return (
    <section className="panel" aria-labelledby="structure-controls-heading">
      <h2 id="structure-controls-heading">Structure controls</h2>
      {body}
    </section>
  )
}
