import { z } from 'zod'
import {
  displayed,
  downloadLink,
  fileRecord,
  lineStringExtent,
  shownTime,
  timestamp,
} from '@/api/common'

// The app decides on id, url, inp_success and disabled (whether a run can start) and the extents (the map); it only shows the rest.
export const model = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  created: shownTime,
  inp_success: z.boolean(),
  disabled: z.boolean(),
  inactive_inpy_versions: displayed(z.boolean()),
  schematisation_name: displayed(z.string()),
  revision_number: displayed(z.number().int()),
  epsg: z.number().int().nullable(),
  extent_two_d: lineStringExtent.nullable(),
  extent_one_d: lineStringExtent.nullable(),
})
export type Model = z.infer<typeof model>

export const geojsonCategories = [
  'all',
  'breaches',
  'cells',
  'channels',
  'culverts',
  'levees',
  'manholes',
  'orifices',
  'pipes',
  'pumps',
  'weirs',
] as const
export const geojsonCategory = z.enum(geojsonCategories)
export type GeojsonCategory = z.infer<typeof geojsonCategory>

export const geojsonDownload = downloadLink.extend({
  etag: z.string().nullable(),
  size: z.number().int().nullable(),
})
export type GeojsonDownload = z.infer<typeof geojsonDownload>

export const raster = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  type: z.enum([
    'dem_file',
    'dem_raw_file',
    'equilibrium_infiltration_rate_file',
    'frict_coef_file',
    'initial_groundwater_level_file',
    'initial_waterlevel_file',
    'groundwater_hydro_connectivity_file',
    'groundwater_impervious_layer_level_file',
    'infiltration_decay_period_file',
    'initial_infiltration_rate_file',
    'leakage_file',
    'phreatic_storage_capacity_file',
    'hydraulic_conductivity_file',
    'porosity_file',
    'infiltration_rate_file',
    'max_infiltration_capacity_file',
    'interception_file',
    'vegetation_height_file',
    'vegetation_drag_coefficient_file',
    'vegetation_stem_count_file',
    'vegetation_stem_diameter_file',
    'initial_concentration_file',
    'initial_groundwater_concentration_file',
  ]),
  epsg_code: z.number().int().nullable(),
  extent: lineStringExtent.nullable(),
  file: fileRecord.nullable(),
})
export type Raster = z.infer<typeof raster>

export const savedStateTypes = ['timed', 'stable_threshold'] as const
export const savedStateVariables = ['s1', 'u1'] as const
export const savedState = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  type: z.enum(savedStateTypes),
  tags: z.array(z.string()),
  created: shownTime,
  // Decides whether the state can still start a simulation.
  expiry: timestamp,
  time: z.number().nullable(),
  /** Stable-threshold states: `thresholds[i]` is the limit for `variables[i]` (reference). */
  variables: z.array(z.enum(savedStateVariables)).nullable(),
  thresholds: z.array(z.number()).nullable(),
})
export type SavedState = z.infer<typeof savedState>

export const potentialBreach = z.object({
  id: z.number().int(),
  url: z.string(),
  connected_pnt_id: z.number().int(),
  line_id: z.number().int(),
  code: displayed(z.string()),
  display_name: displayed(z.string()),
  levee_material: z.enum(['sand', 'clay']),
  maximum_breach_depth: z.number(),
})
export type PotentialBreach = z.infer<typeof potentialBreach>

export const modelBoundaryCondition = z.object({
  id: z.number().int(),
  boundary_id: z.number().int(),
  dimension: z.enum(['one_d', 'two_d']),
  type: z.enum(['water_level', 'discharge', 'velocity', 'riemann', 'sommerfeldt']),
})
export type ModelBoundaryCondition = z.infer<typeof modelBoundaryCondition>

type StartFlags = Pick<Model, 'inp_success' | 'disabled'>

export function canStart(m: StartFlags): boolean {
  return m.inp_success && !m.disabled
}

export function whyCannotStart(m: StartFlags): string | null {
  const reasons = [
    m.disabled ? 'it is disabled' : null,
    m.inp_success ? null : 'its input was not processed successfully',
  ].filter((reason) => reason !== null)
  return reasons.length === 0 ? null : reasons.join(' and ')
}
