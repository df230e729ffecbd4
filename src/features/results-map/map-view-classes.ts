import {
  classLabel,
  DEPTH_CLASSES,
  DIFFERENCE_CLASSES,
  levelClasses,
  type ColourClasses,
} from '@/lib/results-file/colour-classes'
import {
  ARRIVAL_CLASSES,
  ARRIVAL_NEVER_LABEL,
  HAZARD_CLASSES,
  HAZARD_LABELS,
  RISE_CLASSES,
  VELOCITY_CLASSES,
  WET_HOURS_CLASSES,
} from './product-classes'
import type { ResultsMapView } from './results-map-search'

export type ViewLegend = {
  title: string
  classes: ColourClasses
  labels?: readonly string[]
  notDrawnMark?: 'hatch-up'
}

export function viewClasses(view: ResultsMapView, levelRange: [number, number] | null): ViewLegend {
  if (view === 'velocity') {
    return { title: 'Maximum flow velocity over the run (m/s)', classes: VELOCITY_CLASSES }
  }
  if (view === 'rise') return { title: 'Fastest rate of rise (m/h)', classes: RISE_CLASSES }
  if (view === 'wet-hours')
    return { title: 'Hours wet over the run (h)', classes: WET_HOURS_CLASSES }
  if (view === 'hazard') {
    return {
      title: 'Hazard rating (FD2320), highest over the run',
      classes: HAZARD_CLASSES,
      labels: HAZARD_LABELS,
    }
  }
  if (view === 'arrival') {
    const labels = ARRIVAL_CLASSES.colours.map((_, index) =>
      index === 0 ? ARRIVAL_NEVER_LABEL : classLabel(ARRIVAL_CLASSES, index),
    )
    return {
      title: 'Arrival time of the water (h after the start)',
      classes: ARRIVAL_CLASSES,
      labels,
      notDrawnMark: 'hatch-up',
    }
  }
  if (view === 'level') {
    return {
      title: 'Water level (m)',
      classes: levelClasses(levelRange?.[0] ?? 0, levelRange?.[1] ?? 1),
    }
  }
  if (view === 'difference') {
    return {
      title: 'Maximum depth: difference of two runs, in m',
      classes: DIFFERENCE_CLASSES,
    }
  }
  return {
    title: view === 'maximum' ? 'Maximum water depth over the run (m)' : 'Water depth (m)',
    classes: DEPTH_CLASSES,
  }
}

export function widenedRange(
  known: [number, number] | null,
  seen: [number, number] | null,
): [number, number] | null {
  if (!seen) return known
  if (!known) return seen
  const widened: [number, number] = [Math.min(known[0], seen[0]), Math.max(known[1], seen[1])]
  return widened[0] === known[0] && widened[1] === known[1] ? known : widened
}
