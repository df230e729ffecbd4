import 'maplibre-gl/dist/maplibre-gl.css'
import './map.css'
import maplibregl, { type Map as MaplibreMap } from 'maplibre-gl'
import { useMemo, useRef, type ReactNode } from 'react'
import {
  connectionNodesGeojson,
  type ConnectionNode,
} from '@/engine/model-network/connection-nodes'
import { drawnCategories, type DrawnCategory } from '@/engine/map-style/map-categories'
import { defaultDeadlines } from '@/api/deadline'
import type { Basemap } from '@/config/basemaps'
import { useRuntimeConfig } from '@/config/runtime-config-context'
import {
  composeMapStyle,
  onlineBasemapOf,
  type ModelLayerInput,
} from '@/engine/map-style/map-style'
import { CursorReadout, FeaturePopup } from './map-overlays'
import type { PickingMode } from '@/engine/picking/picking'
import type { LonLatBounds } from '@/engine/model-network/model-extent'
import { useFitToBounds, useFocusPoint, useMaplibreMap } from './use-maplibre-map'
import { useMapPicking, type BoxPicking, type PointerPicking } from './use-map-picking'
import { useMapPointer } from './use-map-pointer'
import { useCopyOnClick } from './use-copy-on-click'
import type { SourceFailure } from './use-map-sources'
import { useDrawnSources, type DrawnLayers } from './use-drawn-sources'
import { useMapTestHook } from './map-test-hook'
import { useBoxSelect } from './use-box-select'
import { useSelectionHighlight } from './use-selection-highlight'
import { useSourceFailures } from './use-source-failures'
import { localBasemap, rasterBasemap, useRemoteBasemap, useStyleSync } from './use-style-sync'
import { useRasterBasemap } from './use-raster-basemap'

/** Their script compiles while the page reads its model, instead of after the map is made. */
export function prewarmMapWorkers(): void {
  try {
    maplibregl.prewarm()
  } catch {
    // No workers here (a test's DOM): the first map makes them, as it would have anyway.
  }
}

export type ModelMapProps = {
  label: string
  layers: readonly ModelLayerInput[]
  bounds: LonLatBounds | null
  /** The model's coordinate system, for the pointer's position in metres. */
  epsg?: number | null
  boundsNote?: string | null
  /** null: the offline outline only. */
  basemap?: Basemap | null
  /** Drawn over the map's top-right corner, beside the zoom buttons. */
  basemapChoice?: ReactNode
  picking?: PickingMode
  connectionNodes?: readonly ConnectionNode[] | null
  hoverable?: readonly DrawnCategory[]
  onSourceFailure?: (failure: SourceFailure) => void
  onDrawnLayers?: (drawn: DrawnLayers | null) => void
  focus?: [number, number] | null
  boxSelect?: boolean
  overlay?: (map: MaplibreMap) => ReactNode
}

const unreachable = (basemap: Basemap) =>
  `The background map (${basemap.name}) cannot be reached; showing the offline outline.`

function PointerOverlays(props: {
  map: MaplibreMap | null
  hoverable: readonly DrawnCategory[]
  picking: PointerPicking | undefined
  box: BoxPicking | undefined
  epsg: number | null
}) {
  const { hover, cursor } = useMapPointer(props.map, props.hoverable, props.picking)
  const drawn = useBoxSelect(props.map, props.box)
  useCopyOnClick(props.map, props.epsg)
  return (
    <>
      {drawn ? <div className="map-box-select" aria-hidden="true" style={drawn} /> : null}
      {hover ? <FeaturePopup hover={hover} /> : null}
      <CursorReadout cursor={cursor} epsg={props.epsg} />
    </>
  )
}

export function ModelMap({
  label,
  layers,
  bounds,
  epsg = null,
  boundsNote = null,
  basemap = null,
  basemapChoice,
  picking,
  connectionNodes = null,
  hoverable = drawnCategories,
  onSourceFailure,
  onDrawnLayers,
  focus = null,
  boxSelect = false,
  overlay,
}: ModelMapProps) {
  const container = useRef<HTMLDivElement>(null)
  const online = onlineBasemapOf(basemap)
  const raster = online?.kind === 'raster' ? online : null
  const deadlineMs = useRuntimeConfig().deadlines.getMs ?? defaultDeadlines.getMs
  const nodes = useMemo(
    () => (connectionNodes ? connectionNodesGeojson(connectionNodes) : null),
    [connectionNodes],
  )
  const map = useMaplibreMap(container, () => ({
    style: composeMapStyle(localBasemap(), layers, nodes),
    bounds,
    title: `${label}: interactive map`,
  }))
  const remote = useRemoteBasemap(map, raster ? null : online, layers, nodes)
  const rasterState = useRasterBasemap(map, raster, deadlineMs)
  const base =
    remote.remote ?? (raster && rasterState === 'online' ? rasterBasemap(raster) : localBasemap())
  const style = composeMapStyle(base, layers, nodes)
  const { pointer, box, highlighted } = useMapPicking(picking)
  // While maplibre fetches a style URL, a diff of ours would cancel that request.
  useStyleSync(remote.state === 'online-loading' ? null : map, style)
  useFitToBounds(map, bounds)
  useFocusPoint(map, focus)
  const sourcesKey = [...layers.map((layer) => (layer.url ? layer.category : '')), Boolean(nodes)]
  useSelectionHighlight(map, highlighted, sourcesKey.join(','))
  useSourceFailures(map, layers, onSourceFailure)
  useDrawnSources(map, layers, onDrawnLayers)
  useMapTestHook(map)
  const failed = remote.state === 'online-failed' || rasterState === 'failed'
  const loading = remote.state === 'online-loading' ? 'Loading the background map…' : null
  const notes = [boundsNote, basemap && failed ? unreachable(basemap) : loading].filter(Boolean)

  return (
    <div className={basemapChoice ? 'model-map model-map--with-choice' : 'model-map'}>
      <div ref={container} className="model-map__canvas" role="region" aria-label={label} />
      {basemapChoice ? <div className="model-map__basemap">{basemapChoice}</div> : null}
      {map && overlay ? overlay(map) : null}
      <PointerOverlays
        map={map}
        hoverable={hoverable}
        picking={pointer}
        box={boxSelect ? box : undefined}
        epsg={epsg}
      />
      {notes.length > 0 ? (
        <div className="model-map__notes">
          {notes.map((note) => (
            <p key={note} className="model-map__note" role="status">
              {note}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  )
}
