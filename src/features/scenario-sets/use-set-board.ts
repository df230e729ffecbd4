import { useQueries, useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { creationOf } from '@/workflows/scenario-sets/run-state'
import { setPlanQuery, setRunsQuery, useRunSet } from '@/workflows/scenario-sets/set-queries'
import { setLockName } from '@/workflows/scenario-sets/run-set'
import { setJournal, setTag } from '@/workflows/scenario-sets/set-record'
import { lockReleased } from '@/workflows/browser/web-lock'
import { progressQuery, recentStatusesQuery } from '@/api/simulations/queries'
import { watchPace } from '@/api/polling/pace'
import { allOf } from '@/components/query-states'
import { useRunStatuses } from '@/components/hooks/use-run-statuses'
import { boardRows, isSettled, queuePlaces } from './board-rows'

/**
 * Everything the board shows: the plan this browser keeps (if any), the runs the tag finds and
 * their statuses, polled while any run is on its way; a plan left unfinished (a reload, a closed
 * tab) goes on as soon as the board opens.
 */
export function useSetBoard(slug: string) {
  const tag = setTag(slug)
  const creating = useRunSet()
  const busy = creating.data === 'busy'
  const plan = useQuery({ ...setPlanQuery(slug), refetchInterval: watchPace(busy) })
  // Whether a run is on its way: read from the last answers, so it is kept between renders.
  const [live, setLive] = useState(true)
  const runs = useQuery({
    ...setRunsQuery(tag),
    refetchInterval: watchPace(live),
  })
  const simulations = runs.data?.results ?? []
  useQuery({
    ...recentStatusesQuery(),
    refetchInterval: watchPace(live),
  })
  const statuses = useRunStatuses(simulations.map((run) => run.id))
  const rows = boardRows(plan.data ?? null, simulations, statuses)
  const nowLive = creating.isPending || busy || !rows.every(isSettled)
  if (nowLive !== live) setLive(nowLive)
  const running = rows.flatMap((row) =>
    row.phase === 'running' && row.simulation ? [row.simulation.id] : [],
  )
  const progress = useQueries({
    queries: running.map((id) => ({ ...progressQuery(id), refetchInterval: watchPace(true) })),
    combine: (results) =>
      new Map(results.flatMap((result, at) => (result.data ? [[running[at], result.data]] : []))),
  })
  useResumeOnOpen(plan.data ?? null, creating.mutate)
  useTakeOverWhenFree(busy ? slug : null, creating.mutate)
  return {
    tag,
    query: allOf(plan, runs),
    rows,
    places: queuePlaces(statuses),
    progress,
    creating,
    plan: plan.data ?? null,
  }
}

/** A plan with runs not created yet goes on once per opening of the board. */
function useResumeOnOpen(
  stored: Parameters<typeof boardRows>[0],
  create: ReturnType<typeof useRunSet>['mutate'],
) {
  const resumed = useRef(false)
  useEffect(() => {
    if (resumed.current || !stored || stored.stopped !== null) return
    const unfinished = stored.runs.some((run) =>
      ['planned', 'creating'].includes(creationOf(run).state),
    )
    if (!unfinished) return
    resumed.current = true
    create({ record: stored })
  }, [stored, create])
}

/**
 * While another tab holds the set's lock, waits for it to be released (that tab finished or
 * closed), then runs the set here: it goes on with what is left, or finds all done.
 */
function useTakeOverWhenFree(slug: string | null, create: ReturnType<typeof useRunSet>['mutate']) {
  useEffect(() => {
    if (slug === null) return
    const controller = new AbortController()
    void (async () => {
      if (!(await lockReleased(setLockName(slug), controller.signal))) return
      const record = await setJournal().find(slug)
      if (record && !controller.signal.aborted) create({ record })
    })()
    return () => controller.abort()
  }, [slug, create])
}
