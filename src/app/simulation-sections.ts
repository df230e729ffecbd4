import { eventsSection } from '@/features/simulation-events/events-section'
import { initialConditionsSection } from '@/features/initial-conditions/initial-conditions-section'
import { lazyResultsMap } from '@/features/results-map/lazy-results-map'
import { postProcessingSection } from '@/features/post-processing/post-processing-section'
import { resultsSection } from '@/features/simulation-results/results-section'
import { overviewSection } from '@/features/simulation-workspace/overview-section'
import type { SimulationSection } from '@/components/workspace/use-workspace-simulation'

/** A feature adds a section by exporting a `SimulationSection` and listing it here. */
export const simulationSections: readonly SimulationSection[] = [
  overviewSection,
  initialConditionsSection,
  eventsSection,
  resultsSection(lazyResultsMap),
  postProcessingSection,
]
