import type { ReactNode } from 'react'
import { Table, type Column } from '@/components/table'
import { SpacerRow, useVirtualRows } from './virtual-rows'

export function VirtualTable<Item>({
  caption,
  columns,
  items,
  rowKey,
  className,
  cells,
}: {
  caption: string
  columns: readonly Column[]
  items: readonly Item[]
  rowKey: (item: Item) => number
  className?: string
  cells: (item: Item) => ReactNode
}) {
  const { placeBody, measure, indices, before, after, virtual } = useVirtualRows(items.length)
  return (
    <Table
      caption={caption}
      captionHidden
      columns={columns}
      className={className}
      rowCount={virtual ? items.length + 1 : undefined}
      bodyRef={placeBody}
    >
      <SpacerRow height={before} columns={columns.length} />
      {indices.map((index) => {
        const item = items[index]
        if (item === undefined) return null
        return (
          <tr
            key={rowKey(item)}
            data-index={index}
            ref={measure}
            aria-rowindex={virtual ? index + 2 : undefined}
          >
            {cells(item)}
          </tr>
        )
      })}
      <SpacerRow height={after} columns={columns.length} />
    </Table>
  )
}
