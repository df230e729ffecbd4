import type { FeatureCollection, Point } from 'geojson'
import type { Map as MaplibreMap, StyleSpecification } from 'maplibre-gl'
import { useEffect, useEffectEvent, useState } from 'react'
import outlineUrl from '@/engine/basemap/netherlands.geojson?url'
import { declaredStyleOf, declareStyle } from '@/engine/map-style/declared-style'
import { keepLoadedSources } from '@/engine/map-style/loaded-sources'
import {
  composeMapStyle,
  outlineBasemapStyle,
  rasterBasemapStyle,
  type ModelLayerInput,
  type OnlineBasemap,
} from '@/engine/map-style/map-style'

type RasterBasemap = Extract<OnlineBasemap, { kind: 'raster' }>
import type { OfflineBasemapData } from '@/engine/basemap/offline-context-style'

export type BasemapState = 'offline' | 'online' | 'online-loading' | 'online-failed'

function offlineBasemapData(): OfflineBasemapData {
  const folder = new URL(`${import.meta.env.BASE_URL}basemap/`, document.baseURI).href
  return {
    outline: new URL(outlineUrl, document.baseURI).href,
    context: `${folder}context.geojson`,
    // Built by hand: URL() would escape the braces of the template.
    glyphs: `${folder}glyphs/{fontstack}/{range}.pbf`,
  }
}

export function localBasemap(): StyleSpecification {
  return outlineBasemapStyle(offlineBasemapData())
}

export function rasterBasemap(raster: RasterBasemap): StyleSpecification {
  return rasterBasemapStyle(offlineBasemapData(), raster)
}

/** Diffed: only changes reach maplibre, and a URL source it loaded is not loaded again. */
export function useStyleSync(map: MaplibreMap | null, style: StyleSpecification): void {
  const styleKey = JSON.stringify(style)
  const apply = useEffectEvent((target: MaplibreMap) => {
    // The map's first style counts too: a source loaded before this first diff is kept.
    const before = declaredStyleOf(target)
    declareStyle(target, style)
    target.setStyle(style, {
      diff: true,
      transformStyle: (held, next) => keepLoadedSources(before, held, next),
    })
  })
  useEffect(() => {
    if (map) apply(map)
  }, [map, styleKey])
}

/** maplibre fetches and validates the style URL once; offline the bundled outline stays. */
export function useRemoteBasemap(
  map: MaplibreMap | null,
  online: OnlineBasemap | null,
  overlay: readonly ModelLayerInput[],
  connectionNodes: FeatureCollection<Point> | null,
): { remote: StyleSpecification | null; state: BasemapState } {
  const [remote, setRemote] = useState<StyleSpecification | null>(null)
  const [failed, setFailed] = useState(false)
  const currentOverlay = useEffectEvent(() => ({ overlay, connectionNodes }))
  const styleUrl = online?.kind === 'style' ? online.url : null

  useEffect(() => {
    if (!map || !styleUrl) return
    const onError = (event: { error: Error }) => {
      if (!('sourceId' in event)) setFailed(true)
    }
    map.on('error', onError)
    map.setStyle(styleUrl, {
      diff: true,
      transformStyle: (_previous, next) => {
        map.off('error', onError)
        setRemote(next)
        const current = currentOverlay()
        const composed = composeMapStyle(next, current.overlay, current.connectionNodes)
        declareStyle(map, composed)
        return composed
      },
    })
    return () => {
      map.off('error', onError)
    }
  }, [map, styleUrl])

  if (!online) return { remote: null, state: 'offline' }
  if (online.kind === 'raster') return { remote: null, state: 'online' }
  if (failed) return { remote: null, state: 'online-failed' }
  return { remote, state: remote ? 'online' : 'online-loading' }
}
