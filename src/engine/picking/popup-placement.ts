type Size = { width: number; height: number }

/** Space between the pointer and the popup, so the popup never sits under the pointer. */
const GAP = 12

function along(pointer: number, size: number, room: number): number {
  if (pointer + GAP + size <= room) return pointer + GAP
  if (pointer - GAP - size >= 0) return pointer - GAP - size
  // Neither side has room (a small map, a long popup): as far in as fits, from the start edge.
  return Math.max(0, Math.min(pointer + GAP, room - size))
}

/**
 * The popup's top-left corner inside the map: after the pointer where it fits, else before it,
 * else pushed in from the edge. The map clips what lies outside it, so the popup's own size
 * decides, not a fixed share of the map.
 */
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
