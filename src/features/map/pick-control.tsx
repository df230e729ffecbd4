import { useId } from 'react'
import { LegendSwatch } from '@/components/map/legend'
import { pickKinds, type PickKind } from '@/engine/picking/picking'

const pickLabels: Record<PickKind, string> = {
  any: 'Any feature',
  breach: 'Potential breach',
  structure: 'Structure',
  'connection-node': 'Measure locations (multiple)',
}

const pickHints: Record<PickKind, string> = {
  any: 'A breach, structure or manhole, to look at.',
  breach: 'What a breach event starts from.',
  structure: 'The target of a structure control.',
  'connection-node': 'Connection nodes a structure control measures at.',
}

export function PickControl({
  value,
  onChange,
}: {
  value: PickKind
  onChange: (kind: PickKind) => void
}) {
  const id = useId()
  return (
    <fieldset className="pick-control">
      <legend>Pick on the map</legend>
      {pickKinds.map((kind) => (
        <div key={kind}>
          <label>
            <input
              type="radio"
              name={`${id}-pick`}
              checked={value === kind}
              aria-describedby={`${id}-${kind}`}
              onChange={() => onChange(kind)}
            />
            {pickLabels[kind]}
            {/* The nodes are drawn only in this mode, so the layer list has no entry for them. */}
            {kind === 'connection-node' ? <LegendSwatch category="connection-nodes" /> : null}
          </label>
          <span id={`${id}-${kind}`} className="pick-control__hint">
            {pickHints[kind]}
          </span>
        </div>
      ))}
    </fieldset>
  )
}

export const pickListLabels: Record<PickKind, string> = {
  any: 'Breaches and structures',
  breach: 'Pick a potential breach',
  structure: 'Pick a structure',
  'connection-node': 'Pick measure locations',
}
