import type { ComponentProps, ReactNode } from 'react'
import type { Model } from '@/api/models/schema'
import { LazyModelMap } from './lazy-model-map'
import './map-with-pick-list.css'

/** Where the map opens: the model's 2D extent, else its 1D one, else the map's default. */
export function modelBounds(model: Model): [[number, number], [number, number]] | null {
  const extent = model.extent_two_d ?? model.extent_one_d
  return extent ? extent.coordinates : null
}

/**
 * The model's map as an input (its own lazy chunk), with the pick list beside it that also
 * works without WebGL.
 */
export function MapWithPickList({
  model,
  pickList,
  ...map
}: Omit<ComponentProps<typeof LazyModelMap>, 'bounds'> & { model: Model; pickList: ReactNode }) {
  return (
    <div className="breach-chooser__body">
      <div className="breach-chooser__map">
        <LazyModelMap {...map} bounds={modelBounds(model)} />
      </div>
      {pickList}
    </div>
  )
}
