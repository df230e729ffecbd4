import { useState } from 'react'
import { resolveBasemapChoice, type Basemap } from '@/config/basemaps'
import { useRuntimeConfig } from '@/config/runtime-config-context'
import {
  browserPreferenceStorage,
  readBasemapPreference,
  writeBasemapPreference,
  type MapKind,
} from '@/workflows/browser/basemap-preference'

export type BasemapChoiceState = {
  basemaps: readonly Basemap[]
  /** A listed id or 'none'. */
  value: string
  chosen: Basemap | null
  choose: (id: string) => void
}

/** The link's choice first (`fromLink`, '' for none), then this browser's last one for this kind of map. */
export function useBasemapChoice(
  kind: MapKind,
  fromLink?: { value: string; onChange: (id: string) => void },
): BasemapChoiceState {
  const { basemaps } = useRuntimeConfig()
  const [stored, setStored] = useState(() =>
    readBasemapPreference(browserPreferenceStorage(), kind),
  )
  const value = resolveBasemapChoice(basemaps, fromLink?.value || stored)
  const choose = (id: string) => {
    writeBasemapPreference(browserPreferenceStorage(), kind, id)
    setStored(id)
    fromLink?.onChange(id)
  }
  return {
    basemaps,
    value,
    chosen: basemaps.find((basemap) => basemap.id === value) ?? null,
    choose,
  }
}
