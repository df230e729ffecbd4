import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { fileListQuery } from '@/api/files/file-collection'
import { refreshAfterChange } from '@/api/refresh'
import { rainFiles } from '@/api/simulations/rain-queries'
import { simulationKeys, simulationQuery } from '@/api/simulations/queries'
import type { Simulation } from '@/api/simulations/schema'
import { watchPace } from '@/api/polling/pace'
import { lockIsHeld } from '@/workflows/browser/web-lock'
import { isCopyMarker } from './copy-marker'
import { copyJournal, type CopyRecord } from './copy-record'
import { copyProgressOf, summariseCopy } from './copy-summary'
import { planCopy } from './plan-copy'
import { copyLockName, runCopy } from './run-copy'

export const copyKeys = {
  /** Under the simulation's key, so a change of the simulation reads its copy record again. */
  ofTarget: (id: number) => [...simulationKeys.detail(id), 'copy-record'] as const,
}

/**
 * The copy that made simulation `id` in this browser (`marker`: the simulation's copy marker, which
 * finds a copy whose create was never answered), and whether its steps are running now (its
 * lock is held); null for any other simulation. Read again while they run.
 */
export function copyRecordQuery(id: number, marker: string | null) {
  return queryOptions({
    queryKey: [...copyKeys.ofTarget(id), marker],
    queryFn: async () => {
      const record = await copyJournal().ofTarget(id, marker === null ? [] : [marker])
      if (!record) return null
      return { record, running: await lockIsHeld(copyLockName(record.key)) }
    },
    refetchInterval: (query) => watchPace(query.state.data?.running === true),
  })
}

/**
 * The copy's record, its summary (rain chosen again counts as copied) and whether it is being
 * made now; null when none. When it stops running, the simulation is read again.
 */
export function useCopyOf(id: number) {
  const queryClient = useQueryClient()
  const marker = useQuery(simulationQuery(id)).data?.tags.find(isCopyMarker) ?? null
  const copy = useQuery(copyRecordQuery(id, marker))
  const running = copy.data?.running ?? false
  const wasRunning = useRef(running)
  useEffect(() => {
    if (wasRunning.current && !running) {
      void refreshAfterChange(queryClient, [simulationKeys.detail(id)])
    }
    wasRunning.current = running
  }, [running, queryClient, id])
  const record = copy.data?.record
  const hasRain = record?.steps.some((step) => step.kind === 'rain-file') ?? false
  const rain = useQuery({ ...fileListQuery(rainFiles(id)), enabled: hasRain })
  if (!record) return null
  const names = (rain.data?.rows ?? []).map((each) => each.file.filename)
  return { record, running, summary: summariseCopy(record, names) }
}

/** Runs what a copy has not done yet (Retry); everything of the copy is read again after. */
export function useResumeCopy(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (record: CopyRecord) => runCopy(record, { queryClient, journal: copyJournal() }),
    onSettled: () => refreshAfterChange(queryClient, [simulationKeys.detail(id)]),
  })
}

export type CopyProgress = ReturnType<typeof copyProgressOf>

/**
 * Plans and runs a copy of `base` (New simulation from this one). A plan of this browser whose
 * simulation was not seen created (this tab's, or one closed meanwhile) is resumed, not planned
 * again, when the same name is sent again: a creation whose answer was lost is found by its
 * marker instead of made twice.
 */
export function useStartCopy(base: Simulation) {
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<CopyProgress | null>(null)
  const start = async (name: string): Promise<CopyRecord> => {
    const record =
      (await copyJournal().unfinished(base.id, name)) ??
      (await planCopy(queryClient, base, { name, now: new Date(), key: newCopyKey() }))
    const count = (current: CopyRecord) => setProgress(copyProgressOf(current))
    count(record)
    const done = await runCopy(record, { queryClient, journal: copyJournal(), onProgress: count })
    await refreshAfterChange(queryClient, [simulationKeys.lists(), simulationKeys.statusLists()])
    return done
  }
  return { start, progress }
}

function newCopyKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}
