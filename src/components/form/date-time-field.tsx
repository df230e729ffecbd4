import { useWatch, type FieldValues, type Path } from 'react-hook-form'
import {
  formatMoment,
  MOMENT_INPUT_EXAMPLE,
  parseMomentInput,
  userTimeZone,
} from '@/lib/local-time'
import { Field } from './field'

/** Text on the user's clock, 24-hour, year first: a `datetime-local` shows the browser's locale. */
export function DateTimeField<Values extends FieldValues>({
  name,
  label,
  required,
}: {
  name: Path<Values>
  label: string
  required?: boolean
}) {
  const text: unknown = useWatch<Values>({ name })
  const read = typeof text === 'string' ? parseMomentInput(text) : null
  return (
    <Field<Values>
      name={name}
      label={label}
      hint={`Your time (${userTimeZone()}), 24-hour, e.g. ${MOMENT_INPUT_EXAMPLE}; add “UTC” to give a UTC time`}
      required={required}
    >
      {(control) => (
        <>
          <input {...control} type="text" autoComplete="off" spellCheck={false} />
          <output className="field__hint" aria-live="polite">
            {read?.ok ? `Reads as ${formatMoment(read.date)}` : null}
          </output>
        </>
      )}
    </Field>
  )
}
