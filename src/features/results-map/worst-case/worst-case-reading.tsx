import { ActionError } from '@/components/action-error'
import { Button } from '@/components/button'
import { ErrorState } from '@/components/error-state'
import type { WorstCaseProduct } from '@/lib/flood-products/worst-case'
import { runName, type RunNames } from './worst-case-cell'
import { WorstCaseMap } from './worst-case-map'
import { useWorstCase } from './use-worst-case'

/** The runs read one by one (Cancel), then the map; runs that failed are named, with Retry. */
export function WorstCaseReading(props: {
  modelId: number
  product: WorstCaseProduct
  runIds: readonly number[]
  names: RunNames
}) {
  const { modelId, product, runIds, names } = props
  const { state, cancel, again } = useWorstCase(product, runIds)
  if (state.kind === 'reading') {
    const progress = state.progress
    const times = progress?.times
      ? ` (${progress.times[0]} of ${progress.times[1]} output times)`
      : ''
    return (
      <div className="worst-case__reading">
        <p role="status">
          {progress ? `Run ${progress.run} of ${progress.of}…${times}` : 'Starting…'}
        </p>
        <Button onClick={cancel}>Cancel</Button>
      </div>
    )
  }
  if (state.kind === 'cancelled') {
    return (
      <div>
        <p role="status">Stopped. The runs read so far are kept; going on reads only the rest.</p>
        <Button onClick={again}>Go on</Button>
      </div>
    )
  }
  if (state.kind === 'failed') {
    return (
      <ErrorState
        title="The worst case could not be made"
        message={state.message}
        onRetry={again}
      />
    )
  }
  const { record } = state
  return (
    <>
      {record.failed.length > 0 ? (
        <ActionError as="div" wayOut={<Button onClick={again}>Retry</Button>}>
          <p>
            {record.failed.length} of {record.runIds.length} runs could not be read; the map
            combines the other {record.done.length}.
          </p>
          <ul>
            {record.failed.map((run) => (
              <li key={run.id}>
                ‘{runName(names, run.id)}’ (#{run.id}): {run.message}
              </li>
            ))}
          </ul>
        </ActionError>
      ) : null}
      {record.worst ? (
        <WorstCaseMap modelId={modelId} record={record} names={names} />
      ) : (
        <p>No run could be read, so there is nothing to draw.</p>
      )}
    </>
  )
}
