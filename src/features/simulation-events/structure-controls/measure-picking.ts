import { evenWeights, variablesOf } from '@/api/simulations/structure-control-schema'
import type { PickingMode } from '@/engine/picking/picking'
import type { MapSelection } from '@/engine/picking/selection'
import {
  classOf,
  lineCategories,
  locationTypeOf,
  mixedPickMessage,
  selectionOf,
  type LocationClass,
} from './measure-location-class'
import type { LocationText, TableControlFormValues } from './table-control-form-schema'

const sameLocation = (a: LocationText, b: LocationText) =>
  a.content_type === b.content_type && a.content_pk === b.content_pk

/** Locations after a pick: weights kept; evened out again when they were even before. */
export function nextLocations(
  before: readonly LocationText[],
  picked: readonly LocationText[],
): LocationText[] {
  const wasEven =
    before.length === 0 ||
    before.every((location, index) => location.weight === evenWeights(before.length)[index])
  const kept = picked.map(
    (location) => before.find((each) => sameLocation(each, location)) ?? location,
  )
  if (!wasEven) return kept
  const weights = evenWeights(kept.length)
  return kept.map((location, index) => ({ ...location, weight: weights[index] ?? '' }))
}

type PickOutcome =
  { refused: string } | { locations: LocationText[]; variable: TableControlFormValues['variable'] }

/** A pick of `wanted` class against the form's locations and variable: the next ones, or why it is refused. */
export function measurePick(
  wanted: LocationClass,
  selected: readonly MapSelection[],
  values: Pick<TableControlFormValues, 'locations' | 'variable'>,
): PickOutcome {
  const picked: LocationText[] = []
  for (const selection of selected) {
    const type = locationTypeOf(selection)
    if (type === null) {
      return {
        refused:
          'A pump station is no measure location; pick a channel, pipe, culvert, weir or orifice.',
      }
    }
    picked.push({ content_type: type, content_pk: String(selection.id), weight: '' })
  }
  const other = values.locations.filter((location) => classOf(location.content_type) !== wanted)
  if (other.length > 0 && picked.length > 0) {
    const kept = other[0]
    return { refused: mixedPickMessage(kept ? classOf(kept.content_type) : wanted) }
  }
  const locations = nextLocations(values.locations, picked)
  const first = locations[0]
  const fits =
    values.variable === '' || !first || variablesOf(first.content_type).includes(values.variable)
  return { locations, variable: fits ? values.variable : '' }
}

export function measurePicking(
  wanted: LocationClass,
  locations: readonly LocationText[],
  onChange: (selected: MapSelection[]) => void,
): PickingMode {
  return {
    kind: wanted === 'node' ? 'connection-node' : 'structure',
    ...(wanted === 'line' ? { only: lineCategories } : {}),
    mode: 'multiple',
    selected: locations
      .filter((location) => classOf(location.content_type) === wanted)
      .map(selectionOf),
    onChange,
  }
}
