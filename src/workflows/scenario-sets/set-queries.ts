import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { copyJournal } from '@/workflows/copies/copy-record'
import { refreshAfterChange } from '@/api/refresh'
import { simulationKeys, simulationListQuery } from '@/api/simulations/queries'
import { keptFiles } from '@/workflows/uploads/kept-files'
import type { Simulation } from '@/api/simulations/schema'
import { cancelRuns, planAgain, withCancelsKept } from './cancel-runs'
import { planSet, type SetChoices } from './plan-set'
import { runSet } from './run-set'
import { setJournal, type SetRecord } from './set-record'
import { startRuns } from './start-runs'

export const setKeys = {
  plan: (slug: string) => ['scenario-sets', slug, 'plan'] as const,
}

/** The API's largest page (decisions.md "Lists"): a set (≤ 200 runs) fits on one. */
const SET_PAGE = 250

export function setRunsQuery(tag: string) {
  return simulationListQuery({ tags__in: tag, limit: SET_PAGE })
}

export function setPlanQuery(slug: string) {
  return queryOptions({
    queryKey: setKeys.plan(slug),
    queryFn: async () => (await setJournal().find(slug)) ?? null,
  })
}

export function useRunSet() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ record, only }: { record: SetRecord; only?: number }) =>
      runSet(
        record,
        {
          queryClient,
          journal: setJournal(),
          copies: copyJournal(),
          onProgress: (progress) =>
            queryClient.setQueryData<SetRecord | null>(setKeys.plan(record.slug), (shown) =>
              withCancelsKept(shown, progress),
            ),
        },
        only,
      ),
    onSettled: (_result, _error, { record }) =>
      refreshAfterChange(queryClient, [setKeys.plan(record.slug), simulationKeys.lists()]),
  })
}

export function useCancelRuns(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (indexes: readonly number[]) => cancelRuns(setJournal(), slug, indexes),
    onSettled: () => refreshAfterChange(queryClient, [setKeys.plan(slug)]),
  })
}

/** A cancelled run planned again; `create` then makes it alone (as a Retry does), so the board's one creation shows it. */
export function usePlanAgain(
  slug: string,
  create: (args: { record: SetRecord; only: number }) => void,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (index: number) => {
      await planAgain(setJournal(), slug, index)
      const record = await setJournal().find(slug)
      if (record) create({ record, only: index })
    },
    onSettled: () => refreshAfterChange(queryClient, [setKeys.plan(slug)]),
  })
}

export function useStartRuns() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: readonly number[]) => startRuns(ids, { queryClient }),
    onSettled: () =>
      refreshAfterChange(queryClient, [simulationKeys.statusLists(), simulationKeys.details()]),
  })
}

export async function runsInSet(queryClient: QueryClient, tag: string): Promise<number> {
  const page = await queryClient.fetchQuery({ ...setRunsQuery(tag), staleTime: 0 })
  return page.count
}

/** Rain files dropped for the set are kept under the base, where each run's copy plan finds them. */
export function useCreateSet(base: Simulation) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ choices, files }: { choices: SetChoices; files: readonly File[] }) => {
      const plan = await planSet(queryClient, base, choices)
      for (const file of files) await keptFiles().keep(base.id, file.name, file)
      await setJournal().save(plan)
      return plan
    },
  })
}
