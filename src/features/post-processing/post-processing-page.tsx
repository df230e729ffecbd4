import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { modelQuery, rastersQuery } from '@/api/models/queries'
import {
  postProcessingKeys,
  postProcessingResourcesQuery,
  viewerStatusQuery,
} from '@/api/simulations/post-processing-queries'
import { viewerPace } from '@/api/polling/pace'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { useWorkspaceSimulation } from '@/components/workspace/use-workspace-simulation'
import { availability, inNetherlands } from './availability'
import { BasicPanel } from './basic-panel'
import { DamagePanel } from './damage-panel'
import { ViewerStatusPanel } from './viewer-status-panel'
import { RequestButton } from './viewer-actions'

/** The viewer post-processing of one simulation: Basic, Arrival, Damage and the viewer status. */
export function PostProcessingPage() {
  const { simulation, status } = useWorkspaceSimulation()
  const id = simulation.id
  const queryClient = useQueryClient()
  const viewer = useQuery({
    ...viewerStatusQuery(id),
    refetchInterval: (query) =>
      query.state.status === 'error' ? false : viewerPace(query.state.data?.current, Date.now()),
  })
  const resources = useQuery({
    ...postProcessingResourcesQuery(id, (viewer.data?.current ?? null) !== null),
    enabled: viewer.isSuccess,
  })
  const model = useQuery(modelQuery(simulation.hydromodel_id))
  const rasters = useQuery(rastersQuery(simulation.hydromodel_id))

  // The run finishing triggers the viewer: read the status again when the run's status moves.
  const runStatus = status?.name
  useEffect(() => {
    if (runStatus === undefined) return
    void queryClient.invalidateQueries({ queryKey: postProcessingKeys.status(id) })
  }, [runStatus, id, queryClient])

  if (viewer.isError || resources.isError) {
    return (
      <ErrorState
        title="Could not load the post-processing"
        message={(viewer.error ?? resources.error)?.message ?? 'Unknown error'}
        error={viewer.error ?? resources.error}
        onRetry={() => {
          void viewer.refetch()
          void resources.refetch()
        }}
      />
    )
  }
  if (viewer.isPending || resources.isPending) {
    return <LoadingState label="Loading the post-processing…" />
  }
  const modelInNetherlands = model.data ? inNetherlands(model.data.epsg) : null
  const hasRawDem = rasters.data
    ? rasters.data.rows.some((raster) => raster.type === 'dem_raw_file')
    : null
  const can = availability({
    resources: resources.data,
    viewer: viewer.data.current?.status ?? null,
    simulationStatus: status?.name,
    modelInNetherlands,
  })

  return (
    <>
      <p className="muted">
        Post-processing sends the results to the viewer. Set up Basic before the run and the run
        finishing sends them; set it up after the run and send them from the viewer status. Nothing
        can be added once they are sent: add Arrival time and Damage first. Each kind exists at most
        once.
      </p>
      <ViewerStatusPanel
        simulationId={id}
        viewer={viewer.data}
        runStatus={status?.name}
        startUnavailable={can.start}
        moreCanBeAdded={can.arrival === null || can.damage === null}
      />
      <BasicPanel
        simulationId={id}
        simulationName={simulation.name}
        basic={resources.data.basic}
        unavailable={can.basic}
        modelHasRawDem={hasRawDem}
      />
      <ArrivalPanel
        simulationId={id}
        requested={resources.data.arrival !== null}
        unavailable={can.arrival}
      />
      <DamagePanel simulationId={id} damage={resources.data.damage} unavailable={can.damage} />
    </>
  )
}

function ArrivalPanel({
  simulationId,
  requested,
  unavailable,
}: {
  simulationId: number
  requested: boolean
  unavailable: string | null
}) {
  return (
    <section className="panel" aria-labelledby="post-processing-arrival-heading">
      <h2 id="post-processing-arrival-heading">Arrival time</h2>
      <p className="muted">When the water reaches each place; needs processed basic results.</p>
      {requested ? (
        <p>Arrival time is requested.</p>
      ) : (
        <>
          {unavailable ? <p role="note">{unavailable}</p> : null}
          <RequestButton
            simulationId={simulationId}
            kind="arrival"
            failed="Arrival time was not requested"
            label="Request arrival time"
            disabled={unavailable !== null}
          />
        </>
      )}
    </section>
  )
}
