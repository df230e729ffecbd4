import type { ReactNode } from 'react'
import type { PotentialBreach } from '@/api/models/schema'
import { Button } from '@/components/button'
import { ValueRows } from '@/components/value-rows'
import {
  describeProperties,
  featureTitle,
  propertyLabel,
} from '@/engine/model-network/feature-properties'
import { categoryNouns } from '@/engine/map-style/map-categories'
import type { StructureFeature } from '@/engine/model-network/structure-feature'
import { toStructureTarget } from '@/engine/picking/pick-payload'
import type { MapSelection } from '@/engine/picking/selection'

function BreachRecord({ record }: { record: PotentialBreach }) {
  const rows = (
    [
      ['Potential breach', String(record.id)],
      ['Code', record.code ?? '—'],
      ['Levee material', record.levee_material],
      ['Maximum breach depth', `${record.maximum_breach_depth} m`],
      [propertyLabel('connected_pnt_id'), String(record.connected_pnt_id)],
      [propertyLabel('line_id'), String(record.line_id)],
    ] as const
  ).map(([label, value]) => ({ key: label, label, value }))
  return (
    <>
      <p className="selected-feature__title">
        {record.display_name || record.code || `Potential breach ${record.id}`}
      </p>
      <ValueRows className="selected-feature__properties" rows={rows} />
    </>
  )
}

function StructureProperties({ feature }: { feature: StructureFeature }) {
  // What a structure control would take as its target, beside the feature's own properties.
  const target = toStructureTarget(feature)
  const rows = describeProperties(feature.properties)
  if (target) rows.unshift({ key: 'type', label: 'Structure type', value: target.structure_type })
  return (
    <>
      <p className="selected-feature__title">{featureTitle(feature.properties)}</p>
      <ValueRows className="selected-feature__properties" rows={rows} />
    </>
  )
}

export function SelectedFeaturePanel({
  selection,
  breach,
  structure,
  pending,
  onClear,
  children,
}: {
  selection: MapSelection
  breach: PotentialBreach | null
  structure: StructureFeature | null
  pending: boolean
  onClear: () => void
  /** What can be done with the selected feature, e.g. "Add a breach here". */
  children?: ReactNode
}) {
  const noun = categoryNouns[selection.category]
  const known = selection.category === 'breaches' ? breach !== null : structure !== null
  return (
    <section className="side-box selected-feature" aria-labelledby="selected-feature-heading">
      <h2 id="selected-feature-heading">Selected {noun}</h2>
      {breach ? <BreachRecord record={breach} /> : null}
      {!breach && structure ? <StructureProperties feature={structure} /> : null}
      {!known && pending ? <p>Loading…</p> : null}
      {!known && !pending ? (
        <p>
          This model has no {noun} with id {selection.id}.
        </p>
      ) : null}
      <Button onClick={onClear}>Clear selection</Button>
      {children}
    </section>
  )
}
