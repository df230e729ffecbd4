import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { CopyRefused } from '@/workflows/copies/plan-copy'
import { isApiError } from '@/api/errors'
import type { Model, PotentialBreach } from '@/api/models/schema'
import type { SetChoices } from '@/workflows/scenario-sets/plan-set'
import { newSetForm, type NewSetValues } from '@/workflows/scenario-sets/set-schema'
import { runsInSet, useCreateSet } from '@/workflows/scenario-sets/set-queries'
import { MAX_SET_RUNS, setSlug, setTag } from '@/workflows/scenario-sets/set-record'
import type { Simulation } from '@/api/simulations/schema'
import { ActionError } from '@/components/action-error'
import { Field } from '@/components/form/field'
import { FormSubmit } from '@/components/form/form-submit'
import { RadioChoices } from '@/components/form/radio-choices'
import { SchemaForm } from '@/components/form/schema-form'
import { useSchemaForm } from '@/components/form/use-schema-form'
import type { MapSelection } from '@/engine/picking/selection'
import { BreachPicker } from './breach-picker'
import { RainFilesField } from './rain-files-field'

type Props = { base: Simulation; model: Model; potentialBreaches: readonly PotentialBreach[] }

const KINDS = [
  { value: 'breach', label: 'Breaches' },
  { value: 'rain', label: 'Rain files' },
]

const DEPTHS = [
  { value: 'base', label: 'The base’s breach parameters' },
  { value: 'own', label: 'Each potential breach’s own depth' },
]

function choicesOf(
  values: NewSetValues,
  picked: readonly MapSelection[],
  breaches: readonly PotentialBreach[],
  files: readonly File[],
): SetChoices {
  const common = { name: values.name.trim(), now: new Date() }
  if (values.kind === 'rain') {
    return { ...common, kind: 'rain', filenames: files.map((file) => file.name) }
  }
  const byId = new Map(breaches.map((each) => [each.id, each]))
  const chosen = picked.flatMap((each) => {
    const found = byId.get(each.id)
    return found ? [{ potentialBreachId: found.id, code: found.code ?? String(found.id) }] : []
  })
  return { ...common, kind: 'breach', breaches: chosen, depth: values.depth }
}

/** What varies is chosen beside the form's fields: its objection, when it is missing. */
function choiceProblem(kind: string, count: number): string | null {
  if (count === 0)
    return kind === 'rain' ? 'Choose at least one rain file' : 'Pick at least one breach'
  if (count > MAX_SET_RUNS) return `A set holds at most ${MAX_SET_RUNS} runs`
  return null
}

export function NewSetForm({ base, model, potentialBreaches }: Props) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const create = useCreateSet(base)
  const [picked, setPicked] = useState<MapSelection[]>([])
  const [files, setFiles] = useState<File[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const [existing, setExisting] = useState<{ slug: string; count: number } | null>(null)
  const { form, submit, submitting, formErrors, setFormErrors } = useSchemaForm({
    schema: newSetForm,
    defaultValues: { name: '', kind: 'breach', depth: 'base' },
  })
  const kind = form.watch('kind')
  const onSubmit = submit(async (values) => {
    setFormErrors([])
    const missing = choiceProblem(
      values.kind,
      values.kind === 'rain' ? files.length : picked.length,
    )
    setProblem(missing)
    if (missing) return
    const slug = setSlug(values.name)
    if (existing?.slug !== slug) {
      const count = await runsInSet(queryClient, setTag(slug)).catch(() => 0)
      if (count > 0) return setExisting({ slug, count })
    }
    try {
      const plan = await create.mutateAsync({
        choices: choicesOf(values, picked, potentialBreaches, files),
        files,
      })
      await navigate(`/sets/${plan.slug}`)
    } catch (error) {
      const known = error instanceof CopyRefused || isApiError(error)
      setFormErrors([known ? error.message : 'The set was not planned; nothing was created.'])
    }
  })
  return (
    <SchemaForm form={form} label="New scenario set" onSubmit={onSubmit}>
      <Field<NewSetValues> name="name" label="Name of the set" required>
        {(control) => <input {...control} type="text" autoComplete="off" />}
      </Field>
      <p className="muted">
        Each run is named “{base.name} – ” and its breach code (or rain file), tagged with the set,
        and configured like “{base.name}”.
      </p>
      <RadioChoices<NewSetValues> name="kind" legend="What varies" choices={KINDS} />
      {kind === 'breach' ? (
        <>
          <RadioChoices<NewSetValues> name="depth" legend="Maximum breach depth" choices={DEPTHS} />
          <BreachPicker
            model={model}
            potentialBreaches={potentialBreaches}
            selected={picked}
            onChange={setPicked}
            error={problem ?? undefined}
          />
        </>
      ) : (
        <RainFilesField files={files} onChange={setFiles} error={problem ?? undefined} />
      )}
      {existing ? (
        <ActionError>
          A set of this name already holds {existing.count} {existing.count === 1 ? 'run' : 'runs'};
          Create the set again to add these runs to it (runs it holds already are left out).
        </ActionError>
      ) : null}
      <FormSubmit errorTitle="The set was not made:" errors={formErrors} busy={submitting}>
        Create the set
      </FormSubmit>
    </SchemaForm>
  )
}
