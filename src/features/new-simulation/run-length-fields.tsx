import { useId } from 'react'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { FormField } from '@/components/form-field'
import { formatDuration } from '@/lib/duration'
import type { EndMode, SimulationFormValues } from './simulation-form-schema'
import { formatUtc } from '@/lib/utc-time'

type Props = {
  register: UseFormRegister<SimulationFormValues>
  errors: FieldErrors<SimulationFormValues>
  endMode: EndMode
  start: Date | null
  end: Date | null
  onEndModeChange: () => void
}

/** Start, then either a duration in h/min/s or an end time; the other one is computed and shown. */
export function RunLengthFields({ register, errors, endMode, start, end, onEndModeChange }: Props) {
  return (
    <>
      <FormField
        label="Start (UTC)"
        hint="Date and time in UTC"
        error={errors.start_datetime?.message}
        required
      >
        {(control) => (
          <input {...control} {...register('start_datetime')} type="datetime-local" step={1} />
        )}
      </FormField>
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
        <DurationFields register={register} error={errors.duration?.message} />
      ) : (
        <FormField label="End (UTC)" error={errors.end_datetime?.message} required>
          {(control) => (
            <input {...control} {...register('end_datetime')} type="datetime-local" step={1} />
          )}
        </FormField>
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

function DurationFields({
  register,
  error,
}: {
  register: UseFormRegister<SimulationFormValues>
  error: string | undefined
}) {
  const errorId = useId()
  const invalid = error ? true : undefined
  const describedBy = error ? errorId : undefined
  const parts = [
    { name: 'duration.hours', unit: 'h', label: 'Hours' },
    { name: 'duration.minutes', unit: 'min', label: 'Minutes' },
    { name: 'duration.seconds', unit: 's', label: 'Seconds' },
  ] as const
  return (
    <fieldset className={error ? 'field field--invalid' : 'field'} aria-describedby={describedBy}>
      <legend className="field__label">
        Duration <span className="field__required">(required, at least 60 s)</span>
      </legend>
      <div className="duration-fields">
        {parts.map((part) => (
          <label key={part.name}>
            {`${part.label} (${part.unit})`}
            <input
              {...register(part.name)}
              inputMode="numeric"
              autoComplete="off"
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
