import { z } from 'zod'
import { ownValue } from '@/lib/own-value'

/** Properties as maplibre hands them back (nested values arrive stringified). */
export const featureProperties = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
)
export type FeatureProperties = z.infer<typeof featureProperties>

const units: Record<string, string> = {
  crest_level: 'm',
  max_breach_depth: 'm',
  maximum_breach_depth: 'm',
  invert_level_start_point: 'm',
  invert_level_end_point: 'm',
  start_level: 'm',
  lower_stop_level: 'm',
  bottom_level: 'm',
  surface_level: 'm',
  drain_level: 'm',
  capacity: 'L/s',
}

const hidden = new Set(['category'])

// The model files' field names a modeller would not say; the rest read well spelt out.
const labels: Record<string, string> = {
  content_pk: 'Connection point',
  connected_pnt_id: 'Connection point',
  line_id: 'Flowline in the grid',
  connection_node_id: 'Connection node',
  connection_node_start_id: 'Start node',
  connection_node_end_id: 'End node',
  levee_id: 'Levee',
  max_breach_depth: 'Maximum breach depth',
  invert_level_start_point: 'Invert level at the start',
  invert_level_end_point: 'Invert level at the end',
  discharge_coefficient_positive: 'Discharge coefficient, positive direction',
  discharge_coefficient_negative: 'Discharge coefficient, negative direction',
  display_name: 'Name',
}

export function propertyLabel(key: string): string {
  const known = ownValue(labels, key)
  if (known) return known
  const words = key.replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export function formatPropertyValue(key: string, value: FeatureProperties[string]): string {
  if (value === null || value === '') return '—'
  const unit = ownValue(units, key)
  if (typeof value === 'number' && unit) return `${value.toLocaleString('en-GB')} ${unit}`
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  return String(value)
}

export function describeProperties(
  properties: FeatureProperties,
): { key: string; label: string; value: string }[] {
  return Object.entries(properties)
    .filter(([key]) => !hidden.has(key))
    .map(([key, value]) => ({
      key,
      label: propertyLabel(key),
      value: formatPropertyValue(key, value),
    }))
}

export function featureTitle(properties: FeatureProperties): string {
  for (const name of [properties.display_name, properties.code]) {
    if (typeof name === 'string' && name !== '') return name
  }
  if (typeof properties.id === 'number') return `#${properties.id}`
  // Cells smaller than a few pixels at this zoom are drawn as one block (decision 0018).
  const merged = properties.merged_cells
  return typeof merged === 'number' ? `block of ${merged}, zoom in to see each` : 'Feature'
}
