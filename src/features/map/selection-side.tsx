import type { UseQueryResult } from '@tanstack/react-query'
import type { PotentialBreach } from '@/api/models/schema'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { findPotentialBreachById } from '@/engine/picking/breach-lookup'
import { findStructure, type ModelNetwork } from '@/engine/model-network/model-network'
import type { PickingMode, PickKind } from '@/engine/picking/picking'
import { PickList } from '@/components/map/pick-list'
import { breachItems, connectionNodeItems, structureItems } from '@/engine/picking/pick-list-items'
import { AddBreachHere } from './add-breach-here'
import { PickControl, pickListLabels } from './pick-control'
import { SelectedFeaturePanel } from './selected-feature-panel'
import { SelectedNodesPanel } from './selected-nodes-panel'

type Props = {
  modelId: number
  picking: PickingMode
  onPickKind: (kind: PickKind) => void
  breaches: UseQueryResult<PotentialBreach[]>
  network: UseQueryResult<ModelNetwork>
}

function ListStates({ breaches, network }: Pick<Props, 'breaches' | 'network'>) {
  return (
    <>
      {breaches.isPending || network.isPending ? (
        <LoadingState label="Loading breaches and structures…" />
      ) : null}
      {breaches.error ? (
        <ErrorState
          title="The potential breaches could not be loaded"
          message={breaches.error.message}
          error={breaches.error}
          onRetry={() => void breaches.refetch()}
        />
      ) : null}
      {network.error ? (
        <ErrorState
          title="The structures could not be loaded"
          message={network.error.message}
          error={network.error}
          onRetry={() => void network.refetch()}
        />
      ) : null}
    </>
  )
}

function SelectedPanel({ modelId, picking, breaches, network }: Omit<Props, 'onPickKind'>) {
  if (picking.mode === 'multiple') {
    return (
      <SelectedNodesPanel
        selected={picking.selected}
        nodes={network.data?.connectionNodes ?? []}
        onChange={picking.onChange}
      />
    )
  }
  const selection = picking.selected[0]
  if (!selection) return null
  const isBreach = selection.category === 'breaches'
  const breach = isBreach ? findPotentialBreachById(breaches.data ?? [], selection.id) : null
  return (
    <SelectedFeaturePanel
      selection={selection}
      breach={breach}
      structure={isBreach ? null : findStructure(network.data?.structures ?? [], selection)}
      pending={breaches.isPending || network.isPending}
      onClear={() => picking.onChange([])}
    >
      {breach ? <AddBreachHere modelId={modelId} breach={breach} /> : null}
    </SelectedFeaturePanel>
  )
}

export function SelectionSide({ modelId, picking, onPickKind, breaches, network }: Props) {
  const items = [
    ...breachItems(breaches.data ?? []),
    ...structureItems(network.data?.structures ?? []),
    ...(picking.kind === 'connection-node'
      ? connectionNodeItems(network.data?.connectionNodes ?? [])
      : []),
  ]
  return (
    <aside className="map-page__side" aria-label="Picking">
      <PickControl value={picking.kind} onChange={onPickKind} />
      <SelectedPanel modelId={modelId} picking={picking} breaches={breaches} network={network} />
      <ListStates breaches={breaches} network={network} />
      <PickList label={pickListLabels[picking.kind]} items={items} picking={picking} />
    </aside>
  )
}
