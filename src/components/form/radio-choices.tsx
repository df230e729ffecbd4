import { useFormContext, type FieldValues, type Path } from 'react-hook-form'
import './form-choices.css'

/** A few exclusive choices of the form around it, as radio buttons in one row under a legend. */
export function RadioChoices<Values extends FieldValues>({
  name,
  legend,
  choices,
  onChange,
}: {
  name: Path<Values>
  legend: string
  choices: readonly { value: string; label: string }[]
  /** After the form took the choice (to adjust fields that depend on it). */
  onChange?: () => void
}) {
  const { register } = useFormContext<Values>()
  return (
    <fieldset className="choice-row">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value}>
          <input {...register(name, { onChange })} type="radio" value={choice.value} />{' '}
          {choice.label}
        </label>
      ))}
    </fieldset>
  )
}
