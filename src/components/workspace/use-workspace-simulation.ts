import { createContext, useContext, type ComponentType } from 'react'
import type { CurrentStatus, Simulation } from '@/api/simulations/schema'

export type WorkspaceSimulationValue = {
  simulation: Simulation
  status: CurrentStatus | undefined
}

/** The simulation the workspace loaded, handed to its sections so none loads it again. */
export const WorkspaceSimulation = createContext<WorkspaceSimulationValue | null>(null)

export function useWorkspaceSimulation(): WorkspaceSimulationValue {
  const value = useContext(WorkspaceSimulation)
  if (value === null) throw new Error('A simulation section renders inside the workspace layout')
  return value
}

/** Declared by its feature, listed once in `src/app/simulation-sections.ts`. */
export type SimulationSection = {
  /** The path below `/simulations/:id`; '' is the workspace's index (the overview). */
  path: string
  label: string
  overviewKeys: readonly string[]
  lazy: () => Promise<{ Component: ComponentType }>
}
