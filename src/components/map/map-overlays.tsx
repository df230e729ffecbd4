import { useLayoutEffect, useRef } from 'react'
import { categoryNouns } from '@/engine/map-style/map-categories'
import { formatLonLat } from '@/engine/model-network/coordinates'
import { describeProperties, featureTitle } from '@/engine/model-network/feature-properties'
import { popupPlacement } from '@/engine/picking/popup-placement'
import { nativePointText } from '@/lib/crs/native-position'
import { ValueRows } from '../value-rows'
import type { HoverInfo } from './use-map-pointer'

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Placed once its size is known, before the browser paints, so it never shows clipped. */
function usePopupPlacement(hover: HoverInfo) {
  const popup = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const element = popup.current
    const map = element?.offsetParent
    if (!element || !(map instanceof HTMLElement)) return
    const size = { width: element.offsetWidth, height: element.offsetHeight }
    const room = { width: map.clientWidth, height: map.clientHeight }
    const { left, top } = popupPlacement(hover, size, room)
    element.style.left = `${left}px`
    element.style.top = `${top}px`
  }, [hover])
  return popup
}

export function FeaturePopup({ hover }: { hover: HoverInfo }) {
  const rows = describeProperties(hover.properties)
  const popup = usePopupPlacement(hover)
  return (
    <div ref={popup} className="map-popup" role="tooltip">
      <p className="map-popup__title">
        <span className="map-popup__category">{capitalise(categoryNouns[hover.category])}</span>{' '}
        {featureTitle(hover.properties)}
      </p>
      <ValueRows className="map-popup__properties" rows={rows} />
    </div>
  )
}

export function pointerText(cursor: [number, number], epsg: number | null): string {
  const native = nativePointText(cursor[0], cursor[1], epsg)
  const lonLat = formatLonLat(cursor[0], cursor[1])
  return native ? `${lonLat}; ${native}` : lonLat
}

export function CursorReadout(props: { cursor: [number, number] | null; epsg: number | null }) {
  const { cursor, epsg } = props
  const native = cursor ? nativePointText(cursor[0], cursor[1], epsg) : null
  return (
    <p className="map-readout map-cursor" aria-label="Pointer position">
      {cursor ? formatLonLat(cursor[0], cursor[1]) : 'Move the pointer over the map'}
      {native ? <span className="map-cursor__native">{native}</span> : null}
    </p>
  )
}
