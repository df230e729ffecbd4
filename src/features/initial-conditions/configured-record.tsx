import type { ReactNode } from 'react'
import { useRemoveInitialCondition } from '@/api/simulations/initial-conditions-queries'
import type { InitialConditionKind } from '@/api/simulations/initial-conditions-schema'
import { RemoveButton } from './remove-button'

export function ConfiguredRecord({
  simulationId,
  record,
  removeLabel,
  locked,
  children,
}: {
  simulationId: number
  record: { kind: InitialConditionKind; id: number }
  removeLabel: string
  locked: boolean
  children: ReactNode
}) {
  const remove = useRemoveInitialCondition(simulationId)
  return (
    <div className="configured-record">
      <p>{children}</p>
      {locked ? null : (
        <RemoveButton
          label={removeLabel}
          busy={remove.isPending}
          error={remove.error}
          onRemove={() => remove.mutate(record)}
        />
      )}
    </div>
  )
}

/** Why an initial condition cannot be added while the run starts from a saved state. */
export function SavedStateReplaces({ instead }: { instead: string }) {
  return (
    <p className="notice notice--warning">
      Not available: the simulation starts from a saved state, which replaces every other initial
      condition. Remove the saved state to {instead}.
    </p>
  )
}
