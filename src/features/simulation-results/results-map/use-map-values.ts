import { useEffect, useState } from 'react'
import type { ResultsFileReader } from '@/components/results-file/results-file-client'
import type { MaximumSource } from '@/components/results-file/results-map-reads'
import { drawable } from '@/lib/results-file/map-values'
import { depthDifference } from '@/lib/results-file/run-difference'
import { MESH_VARIABLES, type MeshKind } from '@/lib/results-file/slices'

/** What the map draws: the values per cell, and the wet/dry marks of a comparison. */
export type DrawnValues = {
  values: Float32Array
  marks: Uint8Array | null
  /** Where a maximum came from (see MaximumSource). */
  source?: MaximumSource
  becameWet?: number
  becameDry?: number
}

export type MapValuesRequest =
  | { kind: 'step'; quantity: 'depth' | 'level'; timeIndex: number }
  | { kind: 'maximum' }
  | { kind: 'difference'; compared: ResultsFileReader | null }

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

async function read(
  reader: ResultsFileReader,
  request: MapValuesRequest,
  mesh: MeshKind,
): Promise<DrawnValues> {
  if (request.kind === 'step') {
    const step = await reader.mapStep(mesh, request.quantity, request.timeIndex)
    return { values: step.value, marks: null }
  }
  if (request.kind === 'maximum') {
    const maximum = await reader.maximumDepth(mesh)
    return { values: drawable(maximum.value), marks: null, source: maximum.source }
  }
  if (!request.compared) throw new Error('Choose the run to compare with.')
  const [a, b] = await Promise.all([reader.maximumDepth('2D'), request.compared.maximumDepth('2D')])
  const { difference, marks, becameWet, becameDry } = depthDifference(a.value, b.value)
  const source = a.source === b.source ? a.source : 'output-times'
  return { values: drawable(difference), marks, becameWet, becameDry, source }
}

/** Which values: the same kind with another time is a scrub, drawn over the last values. */
function kindOf(request: MapValuesRequest): string {
  return request.kind === 'step' ? `step:${request.quantity}` : request.kind
}

function keyOf(request: MapValuesRequest): string {
  return request.kind === 'step' ? `${kindOf(request)}:${request.timeIndex}` : kindOf(request)
}

/**
 * The values of the view asked for, read in the results worker; the last ones stay drawn while
 * the next are read, so scrubbing never blanks the map. While playing, the next steps are read
 * ahead (`prefetch`) so they are in the worker's cache when their turn comes.
 */
export function useMapValues(
  reader: ResultsFileReader | null,
  request: MapValuesRequest,
  readAhead: readonly number[] = [],
  mesh: MeshKind = '2D',
) {
  const key = keyOf(request)
  const compared = request.kind === 'difference' ? request.compared : null
  const [state, setState] = useState<{ key: string; drawn?: DrawnValues; error?: string } | null>(
    null,
  )
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    // Run B is still being chosen or opened: nothing to read yet, which is no failure.
    if (!reader || (request.kind === 'difference' && !compared)) return
    let current = true
    read(reader, request, mesh).then(
      (drawn) => current && setState({ key, drawn }),
      (error: unknown) =>
        current && setState((last) => ({ ...last, key, error: messageOf(error) })),
    )
    return () => {
      current = false
    }
    // `request` is described by `key` and `compared`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reader, key, compared, attempt, mesh])

  const ahead = readAhead.join(',')
  useEffect(() => {
    if (!reader || ahead === '') return
    const indexes = ahead.split(',').map(Number)
    reader.prefetch(MESH_VARIABLES[mesh].level, indexes).catch(() => {})
  }, [reader, ahead, mesh])

  const settled = state?.key === key
  // The last values stay while the next time is read; another kind of values is not shown in
  // the new view's colours.
  const sameKind = state?.key.startsWith(kindOf(request)) ?? false
  return {
    drawn: sameKind ? (state?.drawn ?? null) : null,
    loading: !settled,
    error: settled ? (state?.error ?? null) : null,
    retry: () => setAttempt((count) => count + 1),
  }
}
