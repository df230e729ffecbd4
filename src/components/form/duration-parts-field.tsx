import { useFormContext } from 'react-hook-form'
import { errorMessageAt } from './field-error'
import { FieldGroup } from './field-group'
import './form-choices.css'

const parts = [
  { key: 'hours', label: 'Hours (h)' },
  { key: 'minutes', label: 'Minutes (min)' },
  { key: 'seconds', label: 'Seconds (s)' },
] as const

/** The form holds `{hours, minutes, seconds}` as text; the API gets whole seconds. */
export function DurationPartsField({
  name,
  legend,
  hint,
  requirement = 'required',
}: {
  name: string
  legend: string
  hint?: string
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
