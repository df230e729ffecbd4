import { useFormContext } from 'react-hook-form'
import { FieldGroup } from '@/components/form/field-group'
import type { BreachFormValues } from './breach-form-schema'

const parts = [
  { key: 'hours', label: 'Hours (h)' },
  { key: 'minutes', label: 'Minutes (min)' },
  { key: 'seconds', label: 'Seconds (s)' },
] as const

/** One time of the breach in h/min/s boxes under one legend; the API gets whole seconds. */
export function DurationPartsField({
  name,
  legend,
  hint,
}: {
  name: 'offset' | 'duration_till_max_depth'
  legend: string
  hint: string
}) {
  const { register, formState } = useFormContext<BreachFormValues>()
  return (
    <FieldGroup
      legend={
        <>
          {legend} <span className="field__required">(required)</span>
        </>
      }
      error={formState.errors[name]?.message}
    >
      {(control) => (
        <>
          <p className="field__hint">{hint}</p>
          <div className="breach-form__duration">
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
