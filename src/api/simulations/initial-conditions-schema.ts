import { z } from 'zod'
import { recordReference } from './record-reference'
import { savedStateOverview } from './saved-state-events-schema'

export const initialConditionPaths = {
  saved_state: 'saved_state',
  predefined_1d: '1d_water_level/predefined',
  raster_2d: '2d_water_level/raster',
} as const
export type InitialConditionKind = keyof typeof initialConditionPaths

export const initialConditionOverviewKeys = {
  saved_state: 'initial_savedstate',
  predefined_1d: 'initial_onedwaterlevelpredefined',
  raster_2d: 'initial_twodwaterraster',
} as const satisfies Record<InitialConditionKind, string>

export const initialSavedStateCreate = z.object({
  saved_state: recordReference('a saved state of the model'),
})
export type InitialSavedStateBody = { saved_state: string }

export const predefinedWaterLevelCreate = z.strictObject(
  {},
  { error: 'The predefined 1D water levels take no input; send an empty object' },
)

export const aggregationMethods = ['mean', 'max', 'min'] as const
export const aggregationMethod = z.enum(aggregationMethods, {
  error: 'Choose mean, max or min',
})
export type AggregationMethod = z.infer<typeof aggregationMethod>

export const rasterWaterLevelCreate = z.object({
  initial_waterlevel: recordReference('the model’s initial water level raster'),
  aggregation_method: aggregationMethod,
  simulation: z.union([z.string(), z.number()]).optional(),
})
export type RasterWaterLevelBody = {
  initial_waterlevel: string
  aggregation_method: AggregationMethod
}

const record = { id: z.number().int(), url: z.string() }

export const initialSavedState = z.object({ ...record, saved_state: z.string() })
export type InitialSavedState = z.infer<typeof initialSavedState>

export const predefinedWaterLevel = z.object(record)

export const rasterWaterLevel = z.object({
  ...record,
  aggregation_method: aggregationMethod,
  initial_waterlevel: z.string(),
  initial_waterlevel_id: z.number().int(),
})
export type RasterWaterLevel = z.infer<typeof rasterWaterLevel>

export const initialSavedStateOverview = z.object({ ...record, saved_state: savedStateOverview })
export type InitialSavedStateOverview = z.infer<typeof initialSavedStateOverview>
