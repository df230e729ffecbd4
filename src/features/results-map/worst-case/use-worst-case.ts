import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { WorstCaseProduct } from '@/lib/flood-products/worst-case'
import { keptWorstCases, type WorstCaseRecord } from '@/engine/results-file/kept-worst-cases'
import {
  workerRunReads,
  worstCaseOver,
  type WorstCaseProgress,
} from '@/engine/results-file/worst-case-over-runs'

export type WorstCaseState =
  | { kind: 'reading'; progress: WorstCaseProgress | null }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; record: WorstCaseRecord }

const starting: WorstCaseState = { kind: 'reading', progress: null }

/** Reads the runs one at a time when the runs or product change; Cancel stops, Retry goes on. */
export function useWorstCase(product: WorstCaseProduct, runIds: readonly number[]) {
  const client = useQueryClient()
  const [attempt, setAttempt] = useState(0)
  const key = `${product} ${runIds.join(',')}`
  const at = `${key} #${attempt}`
  // Held with the reading it belongs to: a new reading starts out 'reading' without an effect's set.
  const [held, setHeld] = useState<{ at: string; state: WorstCaseState } | null>(null)
  const state = held?.at === at ? held.state : starting
  const stop = useRef<AbortController | null>(null)
  useEffect(() => {
    if (runIds.length === 0) return
    const controller = new AbortController()
    stop.current = controller
    const setState = (next: WorstCaseState) => setHeld({ at, state: next })
    worstCaseOver(product, runIds, {
      readRun: workerRunReads(client),
      kept: keptWorstCases(),
      signal: controller.signal,
      onProgress: (progress) => {
        if (!controller.signal.aborted) setState({ kind: 'reading', progress })
      },
    }).then(
      (record) => setState({ kind: 'done', record }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        setState({
          kind: 'failed',
          message: error instanceof Error ? error.message : String(error),
        })
      },
    )
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `at` names the runs, product, attempt
  }, [client, at])
  return {
    state,
    cancel: () => {
      stop.current?.abort()
      setHeld({ at, state: { kind: 'cancelled' } })
    },
    again: () => setAttempt((count) => count + 1),
  }
}
