import { createContext, useContext } from 'react'
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
