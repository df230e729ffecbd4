import { useQuery } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { useParams } from 'react-router'
import { simulationQuery, simulationStatusQuery } from '@/api/simulations/queries'
import { WorkspaceSimulation } from '@/components/workspace/use-workspace-simulation'
import { renderRoutes } from './render-with-backend'

/** Features cannot import the workspace itself: this renders a section as the workspace does. */
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

/** Opens run `id` at `/simulations/:id/<section><search>` with `element` as that section. */
export function renderSection(id: number, section: string, element: ReactElement, search = '') {
  return renderRoutes(
    { [`/simulations/:simulationId/${section}`]: <InWorkspace>{element}</InWorkspace> },
    `/simulations/${id}/${section}${search}`,
  )
}
