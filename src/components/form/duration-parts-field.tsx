import { useFormContext } from 'react-hook-form'
import { errorMessageAt } from './field-error'
import { FieldGroup } from './field-group'
import './form-choices.css'

const parts = [
  { key: 'hours', label: 'Hours (h)' },
  { key: 'minutes', label: 'Minutes (min)' },
  { key: 'seconds', label: 'Seconds (s)' },
] as const

/**
 * A time (a run's length, when an event starts) in h/min/s boxes under one legend; the form's
 * value at `name` is `{hours, minutes, seconds}` as text, the API gets whole seconds.
 */
export function DurationPartsField({
  name,
  legend,
  hint,
  requirement = 'required',
}: {
  name: string
  legend: string
  hint?: string
  /** Said after the legend in brackets: "required, at least 60 s". */
  requirement?: string
}) {
  const { register, formState } = useFormContext()
  return (
    <FieldGroup
      legend={
        <>
          {legend} <span className="field__required">({requirement})</span>
        </>
      }
      error={errorMessageAt(formState.errors, name)}
    >
      {(control) => (
        <>
          {hint ? <p className="field__hint">{hint}</p> : null}
          <div className="duration-parts">
            {parts.map((part) => (
              <label key={part.key}>
                {part.label}
                <input
                  {...control}
                  {...register(`${name}.${part.key}`)}
                  inputMode="numeric"
                  autoComplete="off"
                />
              </label>
            ))}
          </div>
        </>
      )}
    </FieldGroup>
  )
}
