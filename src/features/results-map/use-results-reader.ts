import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import {
  startResultsFileReader,
  type ResultsFileReader,
} from '@/engine/results-file/results-file-client'
import type { OpenedResultsFile } from '@/engine/results-file/results-file-service'
import { openRunAggregate, openRunResults } from '@/engine/results-file/open-run-file'

export type ResultsReaderState =
  | { status: 'opening' }
  | { status: 'open'; reader: ResultsFileReader; opened: OpenedResultsFile }
  | { status: 'failed'; message: string }

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

// Opened at the first maximum, not before the first map: in the same worker it would delay it.
export function withAggregateOnDemand(
  reader: ResultsFileReader,
  openAggregate: (() => Promise<boolean>) | null,
): ResultsFileReader {
  if (!openAggregate) return reader
  let opening: Promise<boolean> | null = null
  const readyForMaximum = () => (opening ??= openAggregate())
  return {
    ...reader,
    readyForMaximum,
    maximumDepth: async (mesh) => {
      await readyForMaximum()
      return reader.maximumDepth(mesh)
    },
    difference: async (reference) => {
      await readyForMaximum()
      return reader.difference(reference)
    },
  }
}

/** A run's results file opened in its own worker at a fresh link; `reopen` gets a new link. */
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
    const controller = new AbortController()
    const { signal } = controller
    const started = startResultsFileReader()
    const reader = withAggregateOnDemand(
      started,
      aggregateFileId === null
        ? null
        : () => openRunAggregate(client, started, simulationId, aggregateFileId, signal),
    )
    openRunResults(client, reader, simulationId, fileId, signal).then(
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
