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

/** `marker` finds a copy whose create was never answered; `running` while its lock is held. */
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

export function useResumeCopy(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (record: CopyRecord) => runCopy(record, { queryClient, journal: copyJournal() }),
    onSettled: () => refreshAfterChange(queryClient, [simulationKeys.detail(id)]),
  })
}

export type CopyProgress = ReturnType<typeof copyProgressOf>

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
