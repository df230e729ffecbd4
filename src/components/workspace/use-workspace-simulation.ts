import { createContext, useContext, type ComponentType } from 'react'
import type { CurrentStatus, Simulation } from '@/api/simulations/schema'

export type WorkspaceSimulationValue = {
  simulation: Simulation
  /** The live status; undefined while it loads or when it could not be read. */
  status: CurrentStatus | undefined
}

/** The simulation the workspace loaded, handed to its sections so none loads it again. */
export const WorkspaceSimulation = createContext<WorkspaceSimulationValue | null>(null)

export function useWorkspaceSimulation(): WorkspaceSimulationValue {
  const value = useContext(WorkspaceSimulation)
  if (value === null) throw new Error('A simulation section renders inside the workspace layout')
  return value
}

/**
 * One section of the simulation workspace (`/simulations/:id/<path>`), declared by the feature
 * that owns it and listed once in `src/app/simulation-sections.ts` (docs/architecture.md).
 */
export type SimulationSection = {
  /** The path below `/simulations/:id`; '' is the workspace's index (the overview). */
  path: string
  label: string
  /** The keys of GET /simulations/{id}/events/ this section configures, for its indicator. */
  overviewKeys: readonly string[]
  /** Loads the section's page as its own chunk. */
  lazy: () => Promise<{ Component: ComponentType }>
}
