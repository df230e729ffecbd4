import { useConfirmedRemoval } from '@/components/hooks/use-confirmed-removal'
import {
  useRemoveStructureControl,
  type StructureControlKind,
} from '@/api/simulations/structure-control-queries'
import type {
  TableStructureControl,
  TimedStructureControl,
} from '@/api/simulations/structure-control-schema'
import { Button } from '@/components/button'
import { RemovalDialog } from '@/components/removal-dialog'
import type { ModelNetwork } from '@/engine/model-network/model-network'
import { controlAnchor } from '@/api/simulations/run-timeline'
import { FieldErrorList } from '@/components/form/field-error'
import { formatDuration } from '@/lib/duration'
import { detailMessages } from '@/lib/state-detail'
import { actionLabels, structureName } from './structure-names'

type Control = TableStructureControl | TimedStructureControl

const stateLabels = {
  processing: 'Being checked by the server…',
  valid: 'Valid',
  invalid: 'Invalid',
} as const

function whatItDoes(control: Control): string {
  const action = actionLabels[control.type as keyof typeof actionLabels] ?? control.type
  if ('value' in control) return `${action}: ${control.value.join(', ')}`
  const spec = control.measure_specification
  return `${action} by ${spec.variable} ${spec.operator} threshold, ${control.values.length} row${control.values.length === 1 ? '' : 's'}, ${spec.locations.length} measure location${spec.locations.length === 1 ? '' : 's'}`
}

export function ConfiguredControls({
  simulationId,
  kind,
  controls,
  network,
  removable,
}: {
  simulationId: number
  kind: StructureControlKind
  controls: readonly Control[]
  network: ModelNetwork | undefined
  removable: boolean
}) {
  const removal = useConfirmedRemoval<Control>(
    useRemoveStructureControl(simulationId, kind),
    'The control',
  )
  const label = kind === 'table' ? 'Table structure controls' : 'Timed structure controls'

  return (
    <>
      <RemovalDialog
        removal={removal}
        title="Remove this structure control?"
        confirmLabel="Remove control"
      >
        {(removing) => `${structureName(network, removing)} will not be controlled.`}
      </RemovalDialog>
      <ul className="configured-controls" aria-label={label}>
        {controls.map((control) => {
          const name = structureName(network, control)
          const problems = control.state === 'invalid' ? detailMessages(control.state_detail) : []
          return (
            <li
              key={control.id}
              id={controlAnchor(kind, control.id)}
              tabIndex={-1}
              className="configured-control"
              aria-label={name}
            >
              <p className="configured-control__title">
                {name}:{' '}
                <span className={`control-state control-state--${control.state}`}>
                  {stateLabels[control.state]}
                </span>
              </p>
              <p>{whatItDoes(control)}</p>
              <p className="muted">
                From {formatDuration(control.offset)} after the start
                {control.duration === null ? '' : `, for ${formatDuration(control.duration)}`}.
              </p>
              <FieldErrorList label={`Why ${name} is invalid`} messages={problems} />
              {removable ? (
                <Button
                  variant="danger"
                  aria-label={`Remove ${name}`}
                  onClick={() => removal.ask(control)}
                >
                  Remove
                </Button>
              ) : null}
            </li>
          )
        })}
      </ul>
    </>
  )
}
