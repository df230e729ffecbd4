import type { Map as MaplibreMap, MapMouseEvent } from 'maplibre-gl'
import { useEffect, useEffectEvent } from 'react'
import { showToast } from '@/lib/toasts'
import { pointerText } from './map-overlays'

/** Says in words whether the text reached the clipboard: a refusal is not an error. */
export async function copyPosition(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    showToast({ tone: 'success', title: 'Copied', description: text })
  } catch {
    showToast({
      tone: 'info',
      title: 'The browser did not allow copying',
      description: `The position is ${text}`,
    })
  }
}

/** A click on the map copies the pointer's position, as the readout shows it. */
export function useCopyOnClick(map: MaplibreMap | null, epsg: number | null): void {
  const onClick = useEffectEvent((event: MapMouseEvent) => {
    void copyPosition(pointerText([event.lngLat.lng, event.lngLat.lat], epsg))
  })
  useEffect(() => {
    if (!map) return
    map.on('click', onClick)
    return () => {
      map.off('click', onClick)
    }
  }, [map])
}
