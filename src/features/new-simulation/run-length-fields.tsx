import { DateTimeField } from '@/components/form/date-time-field'
import { DurationPartsField } from '@/components/form/duration-parts-field'
import { RadioChoices } from '@/components/form/radio-choices'
import { MIN_DURATION_SECONDS } from '@/api/simulations/schema'
import { formatDuration } from '@/lib/duration'
import { formatMoment } from '@/lib/local-time'
import type { EndMode, SimulationFormValues } from './simulation-form-schema'

type Props = {
  endMode: EndMode
  start: Date | null
  end: Date | null
  onEndModeChange: () => void
}

const endModes = [
  { value: 'duration', label: 'Duration' },
  { value: 'end', label: 'End time' },
]

/** Start, then either a duration in h/min/s or an end time; the other one is computed and shown. */
export function RunLengthFields({ endMode, start, end, onEndModeChange }: Props) {
  return (
    <>
      <DateTimeField<SimulationFormValues> name="start_datetime" label="Start" required />
      <RadioChoices<SimulationFormValues>
        name="end_mode"
        legend="Run length"
        choices={endModes}
        onChange={onEndModeChange}
      />
      {endMode === 'duration' ? (
        <DurationPartsField
          name="duration"
          legend="Duration"
          requirement={`required, at least ${MIN_DURATION_SECONDS} s`}
        />
      ) : (
        <DateTimeField<SimulationFormValues> name="end_datetime" label="End" required />
      )}
      <p className="muted" aria-live="polite">
        {describeRun(start, end)}
      </p>
    </>
  )
}

function describeRun(start: Date | null, end: Date | null): string {
  if (start === null || end === null) return 'The end is shown once the start and length are valid.'
  const seconds = Math.round((end.getTime() - start.getTime()) / 1000)
  if (seconds <= 0) return `Ends at ${formatMoment(end)}, before it starts.`
  return `Ends at ${formatMoment(end)}, after ${formatDuration(seconds)} of simulated time.`
}
