import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { evenWeights, weightHundredths } from '@/api/simulations/structure-control-schema'
import { Button } from '@/components/button'
import { errorMessageAt } from '@/components/form/field-error'
import { FieldError } from '@/components/form/field-error'
import { classRule, locationNouns } from './measure-location-class'
import type { TableControlFormValues } from './table-control-form-schema'

/** `refusal` says why the last pick was not taken. */
export function MeasureLocationsField({ refusal }: { refusal: string | null }) {
  const { control, register, formState, setValue } = useFormContext<TableControlFormValues>()
  const locations = useFieldArray({ control, name: 'locations' })
  const current = useWatch({ control, name: 'locations' })
  const sum = current.reduce((total, location) => total + weightHundredths(location.weight), 0)
  const listError =
    errorMessageAt(formState.errors, 'locations') ??
    errorMessageAt(formState.errors, 'locations.root')
  const evenOut = () => {
    const weights = evenWeights(current.length)
    current.forEach((_, index) =>
      setValue(`locations.${index}.weight`, weights[index] ?? '', { shouldValidate: true }),
    )
  }
  return (
    <fieldset className={listError ? 'field field--invalid' : 'field'}>
      <legend className="field__label">
        Measure locations <span className="field__required">(required)</span>
      </legend>
      <p className="field__hint">
        Pick them on the map or from the list (choose what a click picks above it); the measured
        value is their weighted sum. {classRule}
      </p>
      <FieldError message={refusal} alert />
      {locations.fields.length === 0 ? (
        <p className="muted">No measure location yet.</p>
      ) : (
        <ul className="measure-locations" aria-label="Measure locations">
          {locations.fields.map((field, index) => {
            const error = errorMessageAt(formState.errors, `locations.${index}.weight`)
            const where = `${locationNouns[field.content_type]} ${field.content_pk}`
            return (
              <li key={field.id}>
                <span>{where}</span>
                <label>
                  Weight
                  <input
                    {...register(`locations.${index}.weight`)}
                    aria-label={`Weight of ${where}`}
                    inputMode="decimal"
                    autoComplete="off"
                  />
                </label>
                <Button
                  variant="ghost"
                  aria-label={`Remove ${where}`}
                  onClick={() => locations.remove(index)}
                >
                  Remove
                </Button>
                <FieldError message={error} inline />
              </li>
            )
          })}
        </ul>
      )}
      {locations.fields.length > 0 ? (
        <p className="measure-locations__sum">
          Weights add up to {(sum / 100).toFixed(2)}.{' '}
          <Button onClick={evenOut} disabled={locations.fields.length === 0}>
            Even out
          </Button>
        </p>
      ) : null}
      <FieldError message={listError} />
    </fieldset>
  )
}
