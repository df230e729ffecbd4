import { useState } from 'react'
import type { XY } from '@/lib/side-view/line-samples'

/** A line being drawn: its vertices so far and the pointer, until finished or cancelled. */
export function useDrawing(onLine: (vertices: XY[]) => void) {
  const [drawing, setDrawing] = useState(false)
  const [draft, setDraft] = useState<XY[]>([])
  const [pointer, setPointer] = useState<XY | null>(null)
  const stop = () => {
    setDrawing(false)
    setDraft([])
    setPointer(null)
  }
  return {
    drawing,
    draft,
    pointer,
    setDraft,
    setPointer,
    start: () => {
      setDraft([])
      setDrawing(true)
    },
    finish: () => {
      if (draft.length < 2) return
      onLine(draft)
      stop()
    },
    cancel: stop,
  }
}

export type Drawing = ReturnType<typeof useDrawing>
