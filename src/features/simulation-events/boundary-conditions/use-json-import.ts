import { useState, type ChangeEvent } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { BoundaryRef } from '@/api/simulations/boundary-conditions-coverage'
import { boundaryConditionsContent } from '@/api/simulations/boundary-conditions-schema'
import {
  alignSeries,
  entriesOfContent,
  type BoundaryFileFormValues,
} from './boundary-file-form-schema'

/** A made file is checked with the schema the server reads it with; one that fails loads nothing and says why. */
export function useJsonImport(
  form: UseFormReturn<BoundaryFileFormValues>,
  boundaries: readonly BoundaryRef[],
) {
  const [outcome, setOutcome] = useState<{ message: string; loaded: boolean } | null>(null)
  const refuse = (message: string) => setOutcome({ message, loaded: false })
  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    let parsed: unknown
    try {
      parsed = JSON.parse(await file.text())
    } catch {
      refuse(`${file.name} is not JSON: nothing was loaded.`)
      return
    }
    const content = boundaryConditionsContent.safeParse(parsed)
    if (!content.success) {
      const issue = content.error.issues[0]
      refuse(
        `${file.name} is not a boundary-conditions file (item ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'wrong shape'}): nothing was loaded.`,
      )
      return
    }
    setOutcome({ message: `Loaded ${file.name}; times are in seconds.`, loaded: true })
    form.setValue('unit', 's')
    form.setValue('filename', file.name)
    form.setValue('series', alignSeries(entriesOfContent(content.data), boundaries))
  }
  return { message: outcome?.message ?? null, loaded: outcome?.loaded ?? false, importFile }
}
