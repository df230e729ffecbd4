import { useQueryClient } from '@tanstack/react-query'
import { useState, type ComponentProps } from 'react'
import { useNavigate } from 'react-router'
import { CopyRefused } from '@/workflows/copies/plan-copy'
import { isApiError } from '@/api/errors'
import type { Model, PotentialBreach } from '@/api/models/schema'
import { setRunCount, type SetChoices } from '@/workflows/scenario-sets/plan-set'
import { stormFiles } from '@/workflows/scenario-sets/storm-files'
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
import { StormsField } from './storms-field'

type Props = { base: Simulation; model: Model; potentialBreaches: readonly PotentialBreach[] }

const KINDS = [
  { value: 'breach', label: 'Breaches' },
  { value: 'rain', label: 'Rain files' },
  { value: 'storms', label: 'Design storms' },
]

const DEPTHS = [
  { value: 'base', label: 'The base’s breach parameters' },
  { value: 'own', label: 'Each potential breach’s own depth' },
]

function breachChoices(picked: readonly MapSelection[], breaches: readonly PotentialBreach[]) {
  const byId = new Map(breaches.map((each) => [each.id, each]))
  return picked.flatMap((each) => {
    const found = byId.get(each.id)
    return found ? [{ potentialBreachId: found.id, code: found.code ?? String(found.id) }] : []
  })
}

const MISSING = {
  breach: 'Pick at least one breach',
  rain: 'Choose at least one rain file',
  storms: 'Tick at least one design storm',
} as const

/** What varies is chosen beside the form's fields: its objection, when it is missing. */
function choiceProblem(kind: NewSetValues['kind'], chosen: number, runs: number): string | null {
  if (chosen === 0) return MISSING[kind]
  if (runs > MAX_SET_RUNS) return `A set holds at most ${MAX_SET_RUNS} runs`
  return null
}

const UNPLACEABLE =
  'The model’s extent or coordinate system cannot be read, so the storms cannot be written as rain over it. Vary rain files instead.'

type Chosen = { picked: readonly MapSelection[]; files: File[]; stormIds: readonly string[] }

/** The set's choices and the files its runs upload; storms are written here, from the base's start. */
async function choicesOf(
  values: NewSetValues,
  { picked, files, stormIds }: Chosen,
  { base, model, potentialBreaches }: Props,
): Promise<{ choices: SetChoices; files: readonly File[] }> {
  const common = { name: values.name.trim(), now: new Date() }
  const breaches = breachChoices(picked, potentialBreaches)
  if (values.kind === 'breach') {
    return { choices: { ...common, kind: 'breach', breaches, depth: values.depth }, files: [] }
  }
  if (values.kind === 'rain') {
    return {
      choices: { ...common, kind: 'rain', filenames: files.map((file) => file.name) },
      files,
    }
  }
  const written = await stormFiles(stormIds, model, base.start_datetime)
  if (written === null) throw new CopyRefused(UNPLACEABLE)
  return {
    choices: { ...common, kind: 'storms', storms: written.storms, breaches, depth: values.depth },
    files: written.files,
  }
}

export function NewSetForm({ base, model, potentialBreaches }: Props) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const create = useCreateSet(base)
  const [picked, setPicked] = useState<MapSelection[]>([])
  const [files, setFiles] = useState<File[]>([])
  const [stormIds, setStormIds] = useState<string[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const [existing, setExisting] = useState<{ slug: string; count: number } | null>(null)
  const { form, submit, submitting, formErrors, setFormErrors } = useSchemaForm({
    schema: newSetForm,
    defaultValues: { name: '', kind: 'breach', depth: 'base' },
  })
  const kind = form.watch('kind')
  const chosen = { breach: picked.length, rain: files.length, storms: stormIds.length }[kind]
  const runs = kind === 'storms' ? setRunCount(stormIds.length, picked.length) : chosen
  const onSubmit = submit(async (values) => {
    setFormErrors([])
    const missing = choiceProblem(values.kind, chosen, runs)
    setProblem(missing)
    if (missing) return
    const slug = setSlug(values.name)
    if (existing?.slug !== slug) {
      const count = await runsInSet(queryClient, setTag(slug)).catch(() => 0)
      if (count > 0) return setExisting({ slug, count })
    }
    try {
      const plan = await create.mutateAsync(
        await choicesOf(values, { picked, files, stormIds }, { base, model, potentialBreaches }),
      )
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
        Each run is named “{base.name} – ” and its breach code (or rain file, or storm), tagged with
        the set, and configured like “{base.name}”.
      </p>
      <RadioChoices<NewSetValues> name="kind" legend="What varies" choices={KINDS} />
      <VaryingFields
        kind={kind}
        breaches={{ model, potentialBreaches, selected: picked, onChange: setPicked }}
        files={files}
        onFiles={setFiles}
        stormIds={stormIds}
        onStorms={setStormIds}
        problem={problem ?? undefined}
      />
      <p aria-live="polite">
        {runs === 1 ? 'This set makes 1 run.' : `This set makes ${runs} runs.`}
      </p>
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

type VaryingProps = {
  kind: NewSetValues['kind']
  breaches: Omit<ComponentProps<typeof BreachPicker>, 'error' | 'legend'>
  files: readonly File[]
  onFiles: (files: File[]) => void
  stormIds: readonly string[]
  onStorms: (ids: string[]) => void
  problem: string | undefined
}

/** What varies: rain files alone, or breaches, or storms with breaches as an optional second axis. */
function VaryingFields({
  kind,
  breaches,
  files,
  onFiles,
  stormIds,
  onStorms,
  problem,
}: VaryingProps) {
  if (kind === 'rain') return <RainFilesField files={files} onChange={onFiles} error={problem} />
  return (
    <>
      {kind === 'storms' ? (
        <StormsField chosen={stormIds} onChange={onStorms} error={problem} />
      ) : null}
      <RadioChoices<NewSetValues> name="depth" legend="Maximum breach depth" choices={DEPTHS} />
      <BreachPicker
        {...breaches}
        error={kind === 'breach' ? problem : undefined}
        legend={
          kind === 'storms'
            ? 'Breaches too (optional): each storm runs with each breach'
            : undefined
        }
      />
    </>
  )
}
