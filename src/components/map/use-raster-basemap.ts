import type { ErrorEvent, Map as MaplibreMap } from 'maplibre-gl'
import { useEffect, useState } from 'react'
import { withDeadline } from '@/api/deadline'
import { TILE_FAILURES_BEFORE_FALLBACK, tileAt, tileUrl } from '@/engine/basemap/tile-probe'
import { rasterSourceId, type OnlineBasemap } from '@/engine/map-style/map-style'

type RasterBasemap = Extract<OnlineBasemap, { kind: 'raster' }>
export type RasterState = 'checking' | 'online' | 'failed'

async function tileAnswers(url: string, signal: AbortSignal, ms: number): Promise<boolean> {
  try {
    const response = await withDeadline(
      (bounded) => fetch(url, { signal: bounded, credentials: 'omit' }),
      { ms, signal, onMiss: (miss) => miss, onCancel: () => new Error('cancelled') },
    )
    await response.body?.cancel()
    return response.ok
  } catch {
    return false
  }
}

/**
 * One tile is fetched before maplibre asks for a screenful: offline, that is one failed request
 * (one console line) instead of one per tile. Tiles that fail later are counted, and past a few
 * the raster is dropped; the error listener also keeps maplibre from logging each of them.
 */
export function useRasterBasemap(
  map: MaplibreMap | null,
  raster: RasterBasemap | null,
  deadlineMs: number,
): RasterState | null {
  const [result, setResult] = useState<{ tiles: string; state: RasterState } | null>(null)
  const tiles = raster?.tiles ?? null
  const maxzoom = raster?.maxzoom ?? 22

  useEffect(() => {
    if (!map || !tiles) return
    const controller = new AbortController()
    const settle = (state: RasterState) => {
      if (!controller.signal.aborted) setResult({ tiles, state })
    }
    let failures = 0
    const onError = (event: ErrorEvent) => {
      if (!('sourceId' in event) || event.sourceId !== rasterSourceId) return
      failures += 1
      if (failures >= TILE_FAILURES_BEFORE_FALLBACK) settle('failed')
    }
    map.on('error', onError)
    const center = map.getCenter()
    const tile = tileAt(center.lng, center.lat, Math.min(maxzoom, map.getZoom()))
    void tileAnswers(tileUrl(tiles, tile), controller.signal, deadlineMs).then((ok) =>
      settle(ok ? 'online' : 'failed'),
    )
    return () => {
      controller.abort()
      map.off('error', onError)
    }
  }, [map, tiles, maxzoom, deadlineMs])

  if (!tiles) return null
  return result?.tiles === tiles ? result.state : 'checking'
}
