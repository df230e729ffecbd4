import { FormField } from './form-field'

/** The value handed back is always one of `choices`, never the option's raw string. */
export function ChoiceSelect<Choice extends string | number>({
  label,
  value,
  choices,
  describe = String,
  onChange,
  disabled = false,
}: {
  label: string
  value: Choice
  choices: readonly Choice[]
  describe?: (choice: Choice) => string
  onChange: (choice: Choice) => void
  disabled?: boolean
}) {
  return (
    <FormField label={label}>
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            const chosen = choices.find((choice) => String(choice) === event.target.value)
            if (chosen !== undefined) onChange(chosen)
          }}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {describe(choice)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
