/** Events of a run as the API lists them: a breach, a rain file and a timed control. */

/** A breach through potential breach 12 from 600 s, at its deepest 3000 s later. */
export const breachRecord = (initialWidth: number) => ({
  id: 4,
  url: '/b/4/',
  potential_breach: 12,
  offset: 600,
  duration_till_max_depth: 3000,
  initial_width: initialWidth,
  maximum_breach_depth: 3.5,
})

/** A processed rain file of three 15-minute steps from the run's start. */
export const rainRecord = {
  id: 2,
  url: '/r/2/',
  offset: 0,
  duration: 2700,
  timestamps: [0, 900, 1800],
  interval: 900,
  units: 'mm/h',
  file: { filename: 'storm.nc', state: 'processed', size: 100 },
}

/** Weir 21's crest set to 1.2 m from 1800 s for 9000 s. */
export const timedControlRecord = {
  id: 9,
  url: '/c/9/',
  offset: 1800,
  duration: 9000,
  structure_type: 'v2_weir',
  structure_id: 21,
  type: 'set_crest_level',
  value: [1.2],
}
