import { useQuery } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { useParams } from 'react-router'
import { simulationQuery, simulationStatusQuery } from '@/api/simulations/queries'
import { WorkspaceSimulation } from '@/components/workspace/use-workspace-simulation'

/**
 * A workspace section as the workspace renders it (the simulation and its status in context),
 * for a feature's page test: features cannot import the workspace itself.
 */
export function InWorkspace({ children }: { children: ReactElement }) {
  const id = Number(useParams().simulationId)
  const simulation = useQuery(simulationQuery(id))
  const status = useQuery(simulationStatusQuery(id))
  if (!simulation.data || !status.data) return <p>Loading the simulation…</p>
  return (
    <WorkspaceSimulation.Provider value={{ simulation: simulation.data, status: status.data }}>
      {children}
    </WorkspaceSimulation.Provider>
  )
}
