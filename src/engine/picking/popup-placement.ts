type Size = { width: number; height: number }

const GAP = 12

function along(pointer: number, size: number, room: number): number {
  if (pointer + GAP + size <= room) return pointer + GAP
  if (pointer - GAP - size >= 0) return pointer - GAP - size
  // Neither side has room (a small map, a long popup): as far in as fits, from the start edge.
  return Math.max(0, Math.min(pointer + GAP, room - size))
}

/** The popup's own size decides, not a share of the map: the map clips what lies outside it. */
export function popupPlacement(
  pointer: { x: number; y: number },
  popup: Size,
  map: Size,
): { left: number; top: number } {
  return {
    left: along(pointer.x, popup.width, map.width),
    top: along(pointer.y, popup.height, map.height),
  }
}
