import { useFormContext, type FieldValues, type Path } from 'react-hook-form'
import './form-choices.css'

export function RadioChoices<Values extends FieldValues>({
  name,
  legend,
  choices,
  onChange,
}: {
  name: Path<Values>
  legend: string
  choices: readonly { value: string; label: string }[]
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
