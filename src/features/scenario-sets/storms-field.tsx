import { FieldError } from '@/components/form/field-error'
import { DESIGN_STORMS } from '@/lib/rain/design-storms'

/** The design storms of a set, ticked in the order of the facts table; each makes its own rain. */
export function StormsField({
  chosen,
  onChange,
  error,
}: {
  chosen: readonly string[]
  onChange: (ids: string[]) => void
  error: string | undefined
}) {
  const toggle = (id: string, on: boolean) =>
    onChange(
      DESIGN_STORMS.flatMap((storm) =>
        (storm.id === id ? on : chosen.includes(storm.id)) ? [storm.id] : [],
      ),
    )
  return (
    <fieldset aria-describedby={error ? 'set-storms-error' : undefined}>
      <legend className="field__label">
        Design storms, one run each <span className="field__required">(required)</span>
      </legend>
      <FieldError message={error} id="set-storms-error" />
      <div className="set-storms">
        {DESIGN_STORMS.map((storm) => (
          <label key={storm.id} className="checkbox">
            <input
              type="checkbox"
              checked={chosen.includes(storm.id)}
              onChange={(event) => toggle(storm.id, event.target.checked)}
            />{' '}
            {storm.name}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
