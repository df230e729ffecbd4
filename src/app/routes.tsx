import type { RouteObject } from 'react-router'
import { LoadingState } from '@/components/loading-state'
import type { SimulationSection } from '@/components/workspace/use-workspace-simulation'
import { NotFoundPage } from './not-found-page'
import { RequireSession } from './require-session'
import { RootLayout } from './root-layout'
import { RouteErrorPage } from './route-error-page'
import { simulationSections } from './simulation-sections'

/** A workspace section is a child route of its own chunk; '' is the workspace's index. */
function sectionRoute(section: SimulationSection): RouteObject {
  return section.path === ''
    ? { index: true, lazy: section.lazy }
    : { path: section.path, lazy: section.lazy }
}

/** Every page is its own chunk, so the map and the charts stay out of the first load. */
const signedInPages: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./home-page')).HomePage }) },
  {
    path: 'models',
    lazy: async () => ({ Component: (await import('@/features/models/models-page')).ModelsPage }),
  },
  {
    path: 'models/:modelId',
    lazy: async () => ({ Component: (await import('@/features/models/model-page')).ModelPage }),
  },
  {
    path: 'models/:modelId/map',
    lazy: async () => {
      // maplibre's chunk loads beside the page's, the session and the model, not after them.
      void import('@/components/map/lazy-model-map').then((map) => map.preloadModelMap())
      const page = await import('@/features/map/model-map-page')
      // The loader starts work as the map is entered; the map's own URL changes do not run it again.
      return {
        Component: page.ModelMapPage,
        loader: page.startMapAhead,
        shouldRevalidate: () => false,
      }
    },
  },
  {
    path: 'models/:modelId/worst-case',
    lazy: async () => ({
      Component: (await import('@/features/results-map/worst-case/worst-case-page')).WorstCasePage,
    }),
  },
  {
    path: 'simulations',
    lazy: async () => ({
      Component: (await import('@/features/simulation-list/simulations-page')).SimulationsPage,
    }),
  },
  {
    path: 'simulations/new',
    lazy: async () => ({
      Component: (await import('@/features/new-simulation/new-simulation-page')).NewSimulationPage,
    }),
  },
  {
    path: 'simulations/:simulationId',
    lazy: async () => {
      const { SimulationWorkspace } =
        await import('@/features/simulation-workspace/simulation-workspace')
      return { Component: () => <SimulationWorkspace sections={simulationSections} /> }
    },
    children: simulationSections.map(sectionRoute),
  },
  {
    path: 'sets',
    lazy: async () => ({
      Component: (await import('@/features/scenario-sets/sets-page')).SetsPage,
    }),
  },
  {
    path: 'sets/new/:baseId',
    lazy: async () => ({
      Component: (await import('@/features/scenario-sets/new-set-page')).NewSetPage,
    }),
  },
  {
    path: 'sets/:slug',
    lazy: async () => ({
      Component: (await import('@/features/scenario-sets/set-board-page')).SetBoardPage,
    }),
  },
  {
    path: 'sets/:slug/worst-case',
    lazy: async () => ({
      Component: (await import('@/features/results-map/worst-case/set-worst-case-page'))
        .SetWorstCasePage,
    }),
  },
  {
    path: 'statuses',
    lazy: async () => ({
      Component: (await import('@/features/simulation-list/statuses-page')).StatusesPage,
    }),
  },
  { path: '*', Component: NotFoundPage },
]

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingState label="Loading Polder…" />,
    children: [
      {
        // A failing page keeps the header and navigation around its error message.
        errorElement: <RouteErrorPage />,
        children: [
          {
            path: 'sign-in',
            lazy: async () => ({
              Component: (await import('@/features/auth/sign-in-page')).SignInPage,
            }),
          },
          { element: <RequireSession />, children: signedInPages },
        ],
      },
    ],
  },
]
