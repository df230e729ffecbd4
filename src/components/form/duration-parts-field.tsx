import { get, useFormContext } from 'react-hook-form'
import { FieldGroup } from '@/components/form/field-group'
import './duration-parts-field.css'

const parts = [
  { key: 'hours', label: 'Hours (h)' },
  { key: 'minutes', label: 'Minutes (min)' },
  { key: 'seconds', label: 'Seconds (s)' },
] as const

/**
 * One time of an event (a breach, a structure control) in h/min/s boxes under one legend; the
 * form's value at `name` is `{hours, minutes, seconds}` as text, the API gets whole seconds.
 */
export function DurationPartsField({
  name,
  legend,
  hint,
}: {
  name: string
  legend: string
  hint: string
}) {
  const { register, formState } = useFormContext()
  const error: unknown = get(formState.errors, name)
  const message =
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
      ? error.message
      : undefined
  return (
    <FieldGroup
      legend={
        <>
          {legend} <span className="field__required">(required)</span>
        </>
      }
      error={message}
    >
      {(control) => (
        <>
          <p className="field__hint">{hint}</p>
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
