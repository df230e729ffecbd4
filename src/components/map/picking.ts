import type { FeatureProperties } from './feature-properties'
import type { FeatureRef, PickableCategory } from './map-categories'

export type PickedFeature = FeatureRef & { properties: FeatureProperties }

/**
 * The map as an input: forms hand it the categories they accept and the current choice, and get
 * the clicked feature back. The caller owns the selection (usually in the URL).
 */
export type PickingMode = {
  categories: readonly PickableCategory[]
  selected: FeatureRef | null
  onPick: (feature: PickedFeature) => void
}
