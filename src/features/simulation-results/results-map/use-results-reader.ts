import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import {
  startResultsFileReader,
  type ResultsFileReader,
} from '@/components/results-file/results-file-client'
import type { OpenedResultsFile } from '@/components/results-file/results-file-service'
import { openRunAggregate, openRunResults } from '@/components/results-file/open-run-file'

export type ResultsReaderState =
  | { status: 'opening' }
  | { status: 'open'; reader: ResultsFileReader; opened: OpenedResultsFile }
  | { status: 'failed'; message: string }

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * A run's results file opened in its own worker, at a fresh link: the header and output times.
 * `reopen` starts again with a new link (after an expired link or a stall); the worker ends
 * with the component.
 */
export function useResultsReader(
  simulationId: number,
  fileId: number | null,
  aggregateFileId: number | null = null,
) {
  const client = useQueryClient()
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<ResultsReaderState & { key: string }>({
    status: 'opening',
    key: '',
  })
  const key = `${simulationId}:${fileId}:${attempt}`

  useEffect(() => {
    if (fileId === null) return
    const reader = startResultsFileReader()
    const controller = new AbortController()
    const open = async () => {
      const { signal } = controller
      const opened = await openRunResults(client, reader, simulationId, fileId, signal)
      // The maximum over every calculation step; without it, over the output times.
      if (aggregateFileId !== null)
        await openRunAggregate(client, reader, simulationId, aggregateFileId, signal)
      return opened
    }
    open().then(
      (opened) => {
        if (!controller.signal.aborted) setState({ status: 'open', reader, opened, key })
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: 'failed', message: messageOf(error), key })
      },
    )
    return () => {
      controller.abort()
      reader.stop()
    }
  }, [client, simulationId, fileId, aggregateFileId, key])

  const current: ResultsReaderState = state.key === key ? state : { status: 'opening' }
  return { ...current, reopen: () => setAttempt((count) => count + 1) }
}
