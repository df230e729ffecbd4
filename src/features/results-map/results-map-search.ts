import type { MeshKind } from '@/lib/results-file/slices'
import { z } from 'zod'
import { DEFAULT_WET_DEPTH_M } from '@/lib/flood-products/flood-products'
import type { MapCategory } from '@/engine/map-style/map-categories'

export const resultsMapViews = [
  'depth',
  'level',
  'maximum',
  'difference',
  'velocity',
  'hazard',
  'arrival',
  'rise',
  'wet-hours',
] as const
export type ResultsMapView = (typeof resultsMapViews)[number]

export const resultsMapViewLabels: Record<ResultsMapView, string> = {
  depth: 'Water depth',
  level: 'Water level',
  maximum: 'Maximum depth',
  difference: 'Compared with another run',
  velocity: 'Maximum flow velocity',
  hazard: 'Hazard rating',
  arrival: 'Arrival time',
  rise: 'Rate of rise',
  'wet-hours': 'Hours wet',
}

/** Views drawn from the run's flood products (record 0054), computed in the worker. */
export const productViews = ['velocity', 'hazard', 'arrival', 'rise', 'wet-hours'] as const
export type ProductView = (typeof productViews)[number]
export const isProductView = (view: ResultsMapView): view is ProductView =>
  (productViews as readonly string[]).includes(view)

const WET_DEPTH_RANGE = 'Enter a depth from 0.001 to 5 m.'

/** The depth (m) from which a cell counts as wet in the flood products; the field says its bounds. */
export const wetDepth = z.coerce
  .number({ error: 'Enter a depth in metres, such as 0.02.' })
  .min(0.001, WET_DEPTH_RANGE)
  .max(5, WET_DEPTH_RANGE)

/** The time is in run seconds, so a shared link means the same moment if the file is read again. */
export const resultsMapSearch = z.object({
  view: z.enum(resultsMapViews).catch('depth'),
  time: z.coerce.number().min(0).catch(0),
  points: z.array(z.string().regex(/^[cn]\d+$/)).catch([]),
  compare: z.coerce.number().int().positive().nullable().catch(null),
  /** The run subtracted in a comparison: new − reference; by default the compared run. */
  reference: z.enum(['this', 'compared']).catch('compared'),
  chart: z.enum(['shown', 'hidden']).catch('shown'),
  /** The model's layers over the water, as the model map's `layers`; none unless asked. */
  layers: z.string().catch(''),
  wet: wetDepth.catch(DEFAULT_WET_DEPTH_M),
  /** A side view's line: its lon/lat vertices (`lib/side-view/line-param.ts`); none unless drawn. */
  line: z.string().catch(''),
})

export type ResultsMapSearch = z.output<typeof resultsMapSearch>
export type RunReference = ResultsMapSearch['reference']

/** A charted place: a 2D cell ("c12" in the URL) or a 1D node ("n3"), by its results place. */
export type MapPoint = { mesh: MeshKind; place: number }

export const pointKey = ({ mesh, place }: MapPoint) => `${mesh === '2D' ? 'c' : 'n'}${place}`

export function pointOfKey(key: string): MapPoint {
  return { mesh: key.startsWith('n') ? '1D' : '2D', place: Number(key.slice(1)) }
}

export const MAX_POINTS = 6

/** The model's lines and structures a modeller reads a flood against; not the grid, pipes or manholes. */
export const overWaterCategories = [
  'levees',
  'channels',
  'culverts',
  'weirs',
  'orifices',
  'pumps',
  'breaches',
] as const satisfies readonly MapCategory[]
