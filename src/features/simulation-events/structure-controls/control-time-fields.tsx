import { DurationPartsField } from '@/components/form/duration-parts-field'
import { formatDuration } from '@/lib/duration'

export function ControlTimeFields({ runSeconds }: { runSeconds: number }) {
  return (
    <>
      <DurationPartsField
        name="offset"
        legend="Starts after"
        hint={`Time from the start of the run; the run lasts ${formatDuration(runSeconds)}. Empty boxes count as 0.`}
      />
      <DurationPartsField name="duration" legend="Applies for" hint="At least 1 s." />
    </>
  )
}
