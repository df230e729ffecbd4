import type { SimulationEvents } from '@/api/simulations/events-schema'
import { sectionIndicator } from '@/api/simulations/section-indicator'
import type { SimulationSection } from '@/components/workspace/use-workspace-simulation'
import { summariseEvents } from '@/api/simulations/events-overview'

export type StartBlocker = { section: SimulationSection; needsAttention: number }

/** The sections holding a record that needs attention (a file still processing or refused). */
export function startBlockers(
  sections: readonly SimulationSection[],
  events: SimulationEvents,
): StartBlocker[] {
  return sections.flatMap((section) => {
    const { needsAttention } = sectionIndicator(section.overviewKeys, events)
    return needsAttention > 0 ? [{ section, needsAttention }] : []
  })
}

/** "Saved state, 2D water level (raster), Saved-state events (2)", or null when nothing is set. */
export function describeConfiguration(events: SimulationEvents): string | null {
  const { initialConditions, events: configured } = summariseEvents(events)
  const items = [...initialConditions, ...configured].map((item) =>
    item.count > 1 ? `${item.label} (${item.count})` : item.label,
  )
  return items.length === 0 ? null : items.join(', ')
}
