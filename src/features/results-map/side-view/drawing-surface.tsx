import type { Map as MaplibreMap } from 'maplibre-gl'
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react'
import { createPortal } from 'react-dom'
import type { XY } from '@/lib/side-view/line-samples'

/** Two clicks closer than this (CSS pixels) are one vertex: a double click's second click. */
const SAME_VERTEX_PX = 4

type Props = {
  map: MaplibreMap
  vertices: readonly XY[]
  onVertices: (vertices: XY[]) => void
  onPointer: (pointer: XY | null) => void
  onFinish: () => void
  onCancel: () => void
}

/** Over the map while drawing: its clicks add vertices and never reach the map's cell picking. */
export function DrawingSurface({
  map,
  vertices,
  onVertices,
  onPointer,
  onFinish,
  onCancel,
}: Props) {
  const lonLatOf = (event: MouseEvent): XY => {
    const box = event.currentTarget.getBoundingClientRect()
    const { lng, lat } = map.unproject([event.clientX - box.left, event.clientY - box.top])
    return [lng, lat]
  }
  const add = (event: MouseEvent) => {
    // A key's click has no place on the map: keys finish or cancel.
    if (event.detail === 0) return
    const next = lonLatOf(event)
    const last = vertices.at(-1)
    if (last) {
      const [a, b] = [map.project([...last]), map.project([...next])]
      if (Math.hypot(a.x - b.x, a.y - b.y) < SAME_VERTEX_PX) return
    }
    onVertices([...vertices, next])
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel()
    else if (event.key === 'Enter') onFinish()
    else return
    // Escape ends the drawing only, not the full window as well.
    event.preventDefault()
    event.stopPropagation()
  }
  // Focused at once, so Enter and Escape reach it without a click first.
  const surface = useRef<HTMLButtonElement>(null)
  useEffect(() => surface.current?.focus({ preventScroll: true }), [])
  return createPortal(
    <button
      type="button"
      ref={surface}
      aria-label="Drawing a side view line: click to add points, double click or Enter to finish, Escape to cancel"
      className="side-view__surface"
      onKeyDown={onKey}
      onClick={add}
      onDoubleClick={onFinish}
      onMouseMove={(event) => onPointer(lonLatOf(event))}
      onMouseLeave={() => onPointer(null)}
    />,
    map.getContainer(),
  )
}
