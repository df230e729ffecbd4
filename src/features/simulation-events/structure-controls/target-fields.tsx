import { useFormContext, useWatch } from 'react-hook-form'
import { actionTypesOf, structureTypes } from '@/api/simulations/structure-control-schema'
import { Field } from '@/components/form/field'
import { FieldError } from '@/components/form/field-error'
import { SelectField } from '@/components/form/select-field'
import type { ModelNetwork } from '@/engine/model-network/model-network'
import { actionLabels, structureName, structureNouns } from './structure-names'
import { actionAfterPick, type TargetText } from './target-form-fields'

type TargetValues = TargetText

export function TargetFields({ network }: { network: ModelNetwork | undefined }) {
  const { control, register } = useFormContext<TargetValues>()
  const [structureType, reference, action] = useWatch({
    control,
    name: ['structure_type', 'reference', 'type'],
  })
  const byGrid = reference === 'grid_id'
  const actions = structureType ? actionTypesOf[structureType] : []
  return (
    <>
      {byGrid ? null : <ChosenStructure network={network} />}
      <details className="control-advanced" open={byGrid}>
        <summary>Advanced: refer to the structure by its grid id</summary>
        <p className="field__hint">
          A grid id usually changes with each new grid of the model; the structure id (the default)
          keeps this control usable after a revision.
        </p>
        <label className="control-advanced__choice">
          <input type="radio" value="structure_id" {...register('reference')} /> By structure id
          (recommended)
        </label>
        <label className="control-advanced__choice">
          <input type="radio" value="grid_id" {...register('reference')} /> By grid id
        </label>
        {byGrid ? <GridTargetFields /> : null}
      </details>
      {/* Only the actions the structure takes exist as options (hidden ones could still be
          chosen by typing); the value is controlled, so a pick's action lands once its option
          is rendered. */}
      <SelectField<TargetValues>
        name="type"
        label="Action"
        required
        hint={
          structureType
            ? `What a ${structureNouns[structureType]} can be made to do.`
            : 'Choose the structure first.'
        }
        placeholder="Choose…"
        value={action}
        disabled={actions.length === 0}
        options={actions.map((type) => ({ value: type, label: actionLabels[type] }))}
      />
    </>
  )
}

function ChosenStructure({ network }: { network: ModelNetwork | undefined }) {
  const { formState } = useFormContext<TargetValues>()
  const [structureType, structureId] = useWatch<TargetValues, ['structure_type', 'structure_id']>({
    name: ['structure_type', 'structure_id'],
  })
  const chosen =
    structureType && structureId !== ''
      ? structureName(network, { structure_type: structureType, structure_id: Number(structureId) })
      : null
  const targetError = formState.errors.structure_id?.message
  return (
    <div className={targetError ? 'field field--invalid' : 'field'}>
      <p className="field__label">
        Structure <span className="field__required">(required)</span>
      </p>
      <p className="control-target" aria-live="polite">
        {chosen ? `Chosen: ${chosen}` : 'Pick the structure on the map or from the list.'}
      </p>
      <FieldError message={targetError} />
    </div>
  )
}

function GridTargetFields() {
  const { setValue, getValues } = useFormContext<TargetValues>()
  return (
    <>
      <SelectField<TargetValues>
        name="structure_type"
        label="Structure type"
        required
        placeholder="Choose…"
        options={structureTypes.map((type) => ({ value: type, label: structureNouns[type] }))}
        onChanged={() => {
          const picked = getValues('structure_type')
          const next = picked ? actionAfterPick(getValues('type'), picked) : ''
          setValue('type', next, { shouldValidate: true })
        }}
      />
      <Field<TargetValues> name="grid_id" label="Grid id" required>
        {(props) => <input {...props} inputMode="numeric" autoComplete="off" />}
      </Field>
    </>
  )
}
