import { Button } from '@/components/button'
import { describeConnections, type ConnectionNode } from '@/engine/model-network/connection-nodes'
import { toMeasureLocation } from '@/engine/picking/pick-payload'
import type { MapSelection } from '@/engine/picking/selection'

function nodeDetail(node: ConnectionNode | undefined): string {
  if (!node) return 'not in this model'
  return [node.manhole ? `manhole ${node.manhole}` : null, describeConnections(node) || null]
    .filter(Boolean)
    .join(' · ')
}

export function SelectedNodesPanel({
  selected,
  nodes,
  onChange,
}: {
  selected: readonly MapSelection[]
  nodes: readonly ConnectionNode[]
  onChange: (selected: MapSelection[]) => void
}) {
  const locations = selected.flatMap((selection) => toMeasureLocation(selection) ?? [])
  return (
    <section className="side-box selected-feature" aria-labelledby="selected-nodes-heading">
      <h2 id="selected-nodes-heading">Selected measure locations</h2>
      {locations.length === 0 ? (
        <p>None yet: click connection nodes on the map, or tick them in the list.</p>
      ) : (
        <ul className="selected-nodes">
          {locations.map(({ content_pk: id }) => (
            <li key={id}>
              <span>
                Connection node {id}
                <span className="muted"> · {nodeDetail(nodes.find((n) => n.id === id))}</span>
              </span>
              <Button
                variant="ghost"
                aria-label={`Remove connection node ${id}`}
                onClick={() => onChange(selected.filter((s) => s.id !== id))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {locations.length > 0 ? (
        <>
          <p className="muted">
            As measure locations: v2_connection_node{' '}
            {locations.map((location) => location.content_pk).join(', ')}
          </p>
          <Button onClick={() => onChange([])}>Clear selection</Button>
        </>
      ) : null}
    </section>
  )
}
