import { useFormContext, useWatch } from 'react-hook-form'
import {
  actionTypesOf,
  structureTypes,
  type ActionType,
} from '@/api/simulations/structure-control-schema'
import { Field } from '@/components/form/field'
import type { ModelNetwork } from '@/components/map/model-network'
import { actionLabels, structureName, structureNouns } from './structure-names'
import { actionAfterPick } from './target-form-fields'

type TargetValues = {
  structure_type: (typeof structureTypes)[number] | ''
  structure_id: string
  reference: 'structure_id' | 'grid_id'
  grid_id: string
  type: ActionType | ''
}

/**
 * The target of a structure control: the structure chosen on the map or the list (shown here),
 * or, as the advanced choice, a grid id with its structure type; and the action, limited to
 * what that structure type takes (api.md's table of action types).
 */
export function TargetFields({ network }: { network: ModelNetwork | undefined }) {
  const { control, register, formState, setValue, getValues } = useFormContext<TargetValues>()
  const [structureType, structureId, reference, action] = useWatch({
    control,
    name: ['structure_type', 'structure_id', 'reference', 'type'],
  })
  const byGrid = reference === 'grid_id'
  const actions = structureType ? actionTypesOf[structureType] : []
  const chosen =
    structureType && structureId !== ''
      ? structureName(network, { structure_type: structureType, structure_id: Number(structureId) })
      : null
  const targetError = formState.errors.structure_id?.message
  return (
    <>
      {byGrid ? null : (
        <div className={targetError ? 'field field--invalid' : 'field'}>
          <p className="field__label">
            Structure <span className="field__required">(required)</span>
          </p>
          <p className="control-target" aria-live="polite">
            {chosen ? `Chosen: ${chosen}` : 'Pick the structure on the map or from the list.'}
          </p>
          {targetError ? <p className="field__error">{targetError}</p> : null}
        </div>
      )}
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
        {byGrid ? (
          <>
            <Field<TargetValues> name="structure_type" label="Structure type" required>
              {(props) => (
                <select
                  {...props}
                  onChange={async (event) => {
                    await props.onChange(event)
                    const picked = getValues('structure_type')
                    const next = picked ? actionAfterPick(getValues('type'), picked) : ''
                    setValue('type', next, { shouldValidate: true })
                  }}
                >
                  <option value="">Choose…</option>
                  {structureTypes.map((type) => (
                    <option key={type} value={type}>
                      {structureNouns[type]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field<TargetValues> name="grid_id" label="Grid id" required>
              {(props) => <input {...props} inputMode="numeric" autoComplete="off" />}
            </Field>
          </>
        ) : null}
      </details>
      <Field<TargetValues>
        name="type"
        label="Action"
        required
        hint={
          structureType
            ? `What a ${structureNouns[structureType]} can be made to do.`
            : 'Choose the structure first.'
        }
      >
        {(props) => (
          // Only the actions the structure takes exist as options (hidden ones could still be
          // chosen by typing); the value is controlled, so a pick's action lands once its option
          // is rendered.
          <select {...props} value={action} disabled={actions.length === 0}>
            <option value="">Choose…</option>
            {actions.map((type) => (
              <option key={type} value={type}>
                {actionLabels[type]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  )
}
