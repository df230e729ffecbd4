import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { fileListQuery } from '@/api/files/file-collection'
import { refreshAfterChange } from '@/api/refresh'
import { rainFiles } from '@/api/simulations/rain-queries'
import { simulationKeys } from '@/api/simulations/queries'
import type { Simulation } from '@/api/simulations/schema'
import { copyJournal, type CopyRecord } from './copy-record'
import { summariseCopy } from './copy-summary'
import { planCopy } from './plan-copy'
import { runCopy } from './run-copy'

export const copyKeys = {
  /** Under the simulation's key, so a change of the simulation reads its copy record again. */
  ofTarget: (id: number) => [...simulationKeys.detail(id), 'copy-record'] as const,
}

/** The copy that made simulation `id` in this browser; null for any other simulation. */
export function copyRecordQuery(id: number) {
  return queryOptions({
    queryKey: copyKeys.ofTarget(id),
    queryFn: async () => (await copyJournal().ofTarget(id)) ?? null,
  })
}

/** The copy's record and its summary (rain chosen again counts as copied); null when none. */
export function useCopyOf(id: number) {
  const record = useQuery(copyRecordQuery(id))
  const hasRain = record.data?.steps.some((step) => step.kind === 'rain-file') ?? false
  const rain = useQuery({ ...fileListQuery(rainFiles(id)), enabled: hasRain })
  if (!record.data) return null
  const names = (rain.data?.rows ?? []).map((each) => each.file.filename)
  return { record: record.data, summary: summariseCopy(record.data, names) }
}

/** Runs what a copy has not done yet (Retry); everything of the copy is read again after. */
export function useResumeCopy(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (record: CopyRecord) => runCopy(record, { queryClient, journal: copyJournal() }),
    onSettled: () => refreshAfterChange(queryClient, [simulationKeys.detail(id)]),
  })
}

export type CopyProgress = { done: number; total: number }

/**
 * Plans and runs a copy of `base` (New simulation from this one). A plan whose simulation was
 * not created is resumed, not planned again, when the same name is sent again: so a creation
 * whose answer was lost is found instead of made twice.
 */
export function useStartCopy(base: Simulation) {
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<CopyProgress | null>(null)
  const unfinished = useRef<CopyRecord | null>(null)
  const start = async (name: string): Promise<CopyRecord> => {
    const earlier = unfinished.current
    const [create] = earlier?.steps ?? []
    const record =
      earlier &&
      earlier.targetId === null &&
      create?.kind === 'simulation' &&
      create.body.name === name
        ? earlier
        : await planCopy(queryClient, base, { name, now: new Date(), key: newCopyKey() })
    const count = (current: CopyRecord) =>
      setProgress({
        done: current.steps.filter((step) => current.outcomes[step.key]?.state === 'done').length,
        total: current.steps.length,
      })
    count(record)
    const done = await runCopy(record, { queryClient, journal: copyJournal(), onProgress: count })
    unfinished.current = done
    await refreshAfterChange(queryClient, [simulationKeys.lists(), simulationKeys.statusLists()])
    return done
  }
  return { start, progress }
}

function newCopyKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}
