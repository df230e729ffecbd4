import type { SavedStateOverview } from '@/api/simulations/saved-state-events-schema'
import { formatClock } from '@/lib/duration'
import { describeExpiry } from '@/lib/expiry'
import { describeLimits, savedStateTypeLabels } from '@/api/models/saved-state-text'
import { formatMoment } from '@/lib/local-time'

type StateLike = Pick<SavedStateOverview, 'type' | 'time' | 'created' | 'expiry'> & {
  limits: { variable: string; value: number }[]
}

/** "Timed, taken at 12:00:00 of its run" or "Stable threshold (s1 0.005)". */
export function describeSavedStateKind(state: StateLike): string {
  if (state.type === 'timed') {
    const at = state.time === null ? '' : `, taken at ${formatClock(state.time)} of its run`
    return `${savedStateTypeLabels.timed}${at}`
  }
  const limits = describeLimits(state.limits)
  const reached = state.time === null ? '' : `, reached at ${formatClock(state.time)} of its run`
  return `${savedStateTypeLabels.stable_threshold}${limits === null ? '' : ` (${limits})`}${reached}`
}

export function SavedStateFacts({ state, now }: { state: StateLike; now: Date }) {
  return (
    <span className="muted">
      {describeSavedStateKind(state)}
      {state.created ? (
        <>
          {' · created '}
          <time dateTime={state.created}>{formatMoment(state.created)}</time>
        </>
      ) : null}
      {state.expiry ? <> · {describeExpiry(state.expiry, now).toLowerCase()}</> : null}
    </span>
  )
}
