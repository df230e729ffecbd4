import {
  DEPTH_CLASSES,
  DIFFERENCE_CLASSES,
  levelClasses,
  type ColourClasses,
} from '@/lib/results-file/colour-classes'
import type { ResultsMapView } from './results-map-search'

export function viewClasses(
  view: ResultsMapView,
  levelRange: [number, number] | null,
): { title: string; classes: ColourClasses } {
  if (view === 'level') {
    return {
      title: 'Water level (m)',
      classes: levelClasses(levelRange?.[0] ?? 0, levelRange?.[1] ?? 1),
    }
  }
  if (view === 'difference') {
    return {
      title: 'Maximum depth: compared run (B) minus this run (A), in m',
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
