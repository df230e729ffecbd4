import { useFormContext } from 'react-hook-form'
import { MIN_DURATION_SECONDS } from '@/api/simulations/schema'
import { Field } from '@/components/form/field'
import { FieldGroup } from '@/components/form/field-group'
import { formatDuration } from '@/lib/duration'
import { formatUtc } from '@/lib/utc-time'
import type { EndMode, SimulationFormValues } from './simulation-form-schema'
import './new-simulation.css'

type Props = {
  endMode: EndMode
  start: Date | null
  end: Date | null
  onEndModeChange: () => void
}

/** Start, then either a duration in h/min/s or an end time; the other one is computed and shown. */
export function RunLengthFields({ endMode, start, end, onEndModeChange }: Props) {
  const { register } = useFormContext<SimulationFormValues>()
  return (
    <>
      <Field<SimulationFormValues>
        name="start_datetime"
        label="Start (UTC)"
        hint="Date and time in UTC"
        required
      >
        {(control) => <input {...control} type="datetime-local" step={1} />}
      </Field>
      <fieldset className="choice-row">
        <legend>Run length</legend>
        <label>
          <input
            {...register('end_mode', { onChange: onEndModeChange })}
            type="radio"
            value="duration"
          />{' '}
          Duration
        </label>
        <label>
          <input
            {...register('end_mode', { onChange: onEndModeChange })}
            type="radio"
            value="end"
          />{' '}
          End time
        </label>
      </fieldset>
      {endMode === 'duration' ? (
        <DurationFields />
      ) : (
        <Field<SimulationFormValues> name="end_datetime" label="End (UTC)" required>
          {(control) => <input {...control} type="datetime-local" step={1} />}
        </Field>
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
  if (seconds <= 0) return `Ends at ${formatUtc(end)}, before it starts.`
  return `Ends at ${formatUtc(end)}, after ${formatDuration(seconds)} of simulated time.`
}

const durationParts = [
  { name: 'duration.hours', unit: 'h', label: 'Hours' },
  { name: 'duration.minutes', unit: 'min', label: 'Minutes' },
  { name: 'duration.seconds', unit: 's', label: 'Seconds' },
] as const

function DurationFields() {
  const { register, formState } = useFormContext<SimulationFormValues>()
  return (
    <FieldGroup
      legend={
        <>
          Duration{' '}
          <span className="field__required">(required, at least {MIN_DURATION_SECONDS} s)</span>
        </>
      }
      error={formState.errors.duration?.message}
    >
      {(control) => (
        <div className="duration-fields">
          {durationParts.map((part) => (
            <label key={part.name}>
              {`${part.label} (${part.unit})`}
              <input {...control} {...register(part.name)} inputMode="numeric" autoComplete="off" />
            </label>
          ))}
        </div>
      )}
    </FieldGroup>
  )
}
