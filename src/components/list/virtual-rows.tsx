import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useState, type ReactNode } from 'react'

export const VIRTUAL_FROM_ROWS = 50
const ESTIMATED_ROW_PX = 56
const OVERSCAN_ROWS = 8

/** Only rows near the screen are drawn: drawing, not fetching, slowed a page switch (0013). */
export function useVirtualRows(count: number) {
  const [scrollMargin, setScrollMargin] = useState(0)
  const enabled = count > VIRTUAL_FROM_ROWS
  // Measured on attach and count change; a few pixels off only shifts which rows overscan draws.
  const placeBody = useCallback(
    (body: HTMLTableSectionElement | null) => {
      if (body && count > VIRTUAL_FROM_ROWS) {
        setScrollMargin(body.getBoundingClientRect().top + window.scrollY)
      }
    },
    [count],
  )
  const virtualizer = useWindowVirtualizer({
    count,
    enabled,
    estimateSize: () => ESTIMATED_ROW_PX,
    // A row without layout (not yet attached, or a DOM without layout) keeps the estimate.
    measureElement: (row) => row.getBoundingClientRect().height || ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  })
  if (!enabled) {
    return {
      placeBody,
      virtual: false,
      indices: Array.from({ length: count }, (_, index) => index),
      before: 0,
      after: 0,
      measure: undefined,
    }
  }
  const items = virtualizer.getVirtualItems()
  const first = items[0]
  const last = items.at(-1)
  return {
    placeBody,
    virtual: true,
    indices: items.map((item) => item.index),
    before: first ? first.start - scrollMargin : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0,
    measure: virtualizer.measureElement,
  }
}

export type VirtualRows = ReturnType<typeof useVirtualRows>

export function SpacerRow({ height, columns }: { height: number; columns: number }): ReactNode {
  if (height <= 0) return null
  return (
    <tr aria-hidden="true" className="list-spacer">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  )
}
