import { useState } from 'react'
import { useNavigate } from 'react-router'
import { z } from 'zod'
import { useStartCopy, type CopyProgress } from '@/workflows/copies/copy-queries'
import { CopyRefused } from '@/workflows/copies/plan-copy'
import { isApiError } from '@/api/errors'
import { simulationCreate, type Simulation } from '@/api/simulations/schema'
import { Button } from '@/components/button'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Field } from '@/components/form/field'
import { FormAlert } from '@/components/form/form-alert'
import { SchemaForm } from '@/components/form/schema-form'
import { useSchemaForm } from '@/components/form/use-schema-form'

const copyForm = z.object({ name: simulationCreate.shape.name })
type CopyFormValues = z.input<typeof copyForm>

/** "<name> (copy)", cut so it stays within the 128 characters a name may have. */
function copyNameOf(name: string): string {
  const suffix = ' (copy)'
  return `${name.slice(0, 128 - suffix.length)}${suffix}`
}

function copyErrorMessage(error: unknown): string {
  if (error instanceof CopyRefused || isApiError(error)) return error.message
  return 'The copy failed for an unknown reason; nothing more was sent.'
}

export function NewSimulationFromThis({ simulation }: { simulation: Simulation }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>New simulation from this one</Button>
      {open ? <CopyDialog base={simulation} onClose={() => setOpen(false)} /> : null}
    </>
  )
}

function CopyDialog({ base, onClose }: { base: Simulation; onClose: () => void }) {
  const navigate = useNavigate()
  const copy = useStartCopy(base)
  const { form, submit, submitting, formErrors, setFormErrors } = useSchemaForm({
    schema: copyForm,
    defaultValues: { name: copyNameOf(base.name) },
  })
  const onSubmit = submit(async ({ name }) => {
    setFormErrors([])
    try {
      const done = await copy.start(name.trim())
      if (done.targetId === null) {
        const failed = Object.values(done.outcomes).find((outcome) => outcome?.state === 'failed')
        const reason = failed?.state === 'failed' ? failed.message : 'no answer'
        setFormErrors([`The new simulation was not created: ${reason}`])
        return
      }
      onClose()
      await navigate(`/simulations/${done.targetId}`)
    } catch (error) {
      setFormErrors([copyErrorMessage(error)])
    }
  })
  return (
    <ConfirmDialog
      open
      title="New simulation from this one"
      confirmLabel="Create the copy"
      busy={submitting}
      onConfirm={() => onSubmit()}
      onCancel={onClose}
    >
      <SchemaForm form={form} label="New simulation from this one" onSubmit={onSubmit}>
        <Field<CopyFormValues> name="name" label="Name of the new simulation" required>
          {(control) => <input {...control} type="text" autoComplete="off" />}
        </Field>
        <p className="muted">
          A new simulation of the same model, with the tags, start and duration of “{base.name}” and
          everything configured: initial conditions, breaches, structure controls, saved-state
          events, the boundary-conditions file and the Basic post-processing. Rain files are
          uploaded again when this browser kept them; any other is listed to choose again.
        </p>
        <CopyProgressLine progress={submitting ? copy.progress : null} />
        <FormAlert title="The copy was not made:" messages={formErrors} />
      </SchemaForm>
    </ConfirmDialog>
  )
}

function CopyProgressLine({ progress }: { progress: CopyProgress | null }) {
  if (progress === null) return null
  return (
    <p role="status">
      Copying: {progress.done} of {progress.total} steps done…
    </p>
  )
}
