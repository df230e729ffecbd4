import type { UseQueryResult } from '@tanstack/react-query'
import type { PotentialBreach } from '@/api/schemas/models'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { findPotentialBreachById } from '@/components/map/breach-lookup'
import { formatSelection, type MapSelection } from '@/components/map/selection'
import { FeatureList } from './feature-list'
import { breachItems, structureItems } from './feature-list-items'
import { SelectedFeaturePanel } from './selected-feature-panel'
import type { StructureFeature } from './structure-features'

type Props = {
  selection: MapSelection | null
  breaches: UseQueryResult<PotentialBreach[]>
  structures: UseQueryResult<StructureFeature[]>
  onSelect: (selection: MapSelection | null) => void
}

function findStructure(features: readonly StructureFeature[], selection: MapSelection) {
  return features.find((f) => f.category === selection.category && f.id === selection.id) ?? null
}

function ListStates({ breaches, structures }: Pick<Props, 'breaches' | 'structures'>) {
  return (
    <>
      {breaches.isPending || structures.isPending ? (
        <LoadingState label="Loading breaches and structures…" />
      ) : null}
      {breaches.error ? (
        <ErrorState
          title="The potential breaches could not be loaded"
          message={breaches.error.message}
          onRetry={() => void breaches.refetch()}
        />
      ) : null}
      {structures.error ? (
        <ErrorState
          title="The structures could not be loaded"
          message={structures.error.message}
          onRetry={() => void structures.refetch()}
        />
      ) : null}
    </>
  )
}

export function SelectionSide({ selection, breaches, structures, onSelect }: Props) {
  const items = [...breachItems(breaches.data ?? []), ...structureItems(structures.data ?? [])]
  return (
    <aside className="map-page__side" aria-label="Breaches and structures">
      {selection ? (
        <SelectedFeaturePanel
          selection={selection}
          breach={
            selection.category === 'breaches'
              ? findPotentialBreachById(breaches.data ?? [], selection.id)
              : null
          }
          structure={findStructure(structures.data ?? [], selection)}
          pending={breaches.isPending || structures.isPending}
          onClear={() => onSelect(null)}
        />
      ) : null}
      <ListStates breaches={breaches} structures={structures} />
      <FeatureList
        items={items}
        selectedKey={selection ? formatSelection(selection) : ''}
        onSelect={onSelect}
      />
    </aside>
  )
}
