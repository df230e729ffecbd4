import type { ColourClasses } from '@/lib/results-file/colour-classes'

/** Where a never-wet cell's arrival is drawn: below every class, marked grey and hatched. */
export const NEVER_WET_DRAWN = -1

export const VELOCITY_CLASSES: ColourClasses = {
  edges: [0.05, 0.25, 0.5, 1, 1.5, 2],
  colours: [null, '#fde0dd', '#fcc5c0', '#fa9fb5', '#f768a1', '#c51b8a', '#7a0177'],
  unit: 'm/s',
  notDrawn: 'still or dry',
}

/** FD2320 (Defra/EA) hazard to people; a wet cell rates at least 0.5, a dry one 0. */
export const HAZARD_CLASSES: ColourClasses = {
  edges: [0.5, 0.75, 1.25, 2],
  colours: [null, '#ffffb2', '#fecc5c', '#f03b20', '#7f0000'],
  unit: '',
  notDrawn: 'never wet',
}

export const HAZARD_NAMES = ['low', 'moderate', 'significant', 'extreme'] as const

export const HAZARD_LABELS = [
  'never wet',
  'low (under 0.75)',
  'moderate (0.75 – 1.25)',
  'significant (1.25 – 2.0)',
  'extreme (2.0 and more)',
]

/** The FD2320 class of a rating: < 0.75 low, 0.75–1.25 moderate, 1.25–2.0 significant, > 2.0 extreme. */
export function hazardName(rating: number): (typeof HAZARD_NAMES)[number] {
  if (rating < 0.75) return 'low'
  if (rating < 1.25) return 'moderate'
  if (rating < 2) return 'significant'
  return 'extreme'
}

/** Early water is the danger: the first hours are the darkest. */
export const ARRIVAL_CLASSES: ColourClasses = {
  edges: [0, 1, 2, 3, 6, 12, 24],
  colours: [null, '#800026', '#bd0026', '#e31a1c', '#fc4e2a', '#fd8d3c', '#feb24c', '#fed976'],
  unit: 'h',
  notDrawn: 'never wet',
}

export const ARRIVAL_NEVER_LABEL = 'never wet (grey, hatched)'

export const RISE_CLASSES: ColourClasses = {
  edges: [0.01, 0.1, 0.25, 0.5, 1, 2],
  colours: [null, '#f2f0f7', '#dadaeb', '#bcbddc', '#9e9ac8', '#756bb1', '#54278f'],
  unit: 'm/h',
  notDrawn: 'no rise',
}

export const WET_HOURS_CLASSES: ColourClasses = {
  edges: [0.01, 1, 3, 6, 12, 24, 48],
  colours: [null, '#eff3ff', '#c6dbef', '#9ecae1', '#6baed6', '#3182bd', '#08519c', '#08306b'],
  unit: 'h',
  notDrawn: 'never wet',
}
