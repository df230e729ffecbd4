import type { ComponentProps, ReactNode } from 'react'
import type { Model } from '@/api/models/schema'
import { LazyModelMap } from './lazy-model-map'
import { modelMapView } from '@/engine/model-network/model-extent'
import { useModelNetwork } from './use-model-network'
import { BasemapChoice } from './basemap-choice'
import { useBasemapChoice } from './use-basemap-choice'
import './map-with-pick-list.css'

export function MapWithPickList({
  model,
  pickList,
  ...map
}: Omit<ComponentProps<typeof LazyModelMap>, 'bounds' | 'boundsNote'> & {
  model: Model
  pickList: ReactNode
}) {
  const network = useModelNetwork(model.id)
  const view = modelMapView(model, network.data)
  const basemap = useBasemapChoice('picker')
  return (
    <div className="breach-chooser__body">
      <div className="breach-chooser__map">
        <LazyModelMap
          {...map}
          bounds={view.bounds}
          boundsNote={view.note}
          basemap={basemap.chosen}
          basemapChoice={<BasemapChoice choice={basemap} />}
        />
      </div>
      {pickList}
    </div>
  )
}
