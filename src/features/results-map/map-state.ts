import type { ModelCellQuads } from '@/components/map/cell-values/use-cell-quads'
import type { ResultsFileReader } from '@/engine/results-file/results-file-client'
import type { OpenedResultsFile } from '@/engine/results-file/results-file-service'
import type { ResultsReaderState } from './use-results-reader'

/** `key` names the file for what is kept per file: a point's series, the level range. */
export type OpenFile = {
  reader: ResultsFileReader
  opened: OpenedResultsFile
  key: string
  reopen: () => void
}

export type MapState =
  | { kind: 'file-failed'; message: string; reopen: () => void }
  | { kind: 'grid-failed'; message: string; retry: () => void }
  | { kind: 'reading'; file: OpenFile | null }
  | { kind: 'no-cells' }
  | { kind: 'mismatch'; fileCells: number; gridCells: number }
  | { kind: 'drawn'; file: OpenFile; cells: ModelCellQuads }

type Reader = ResultsReaderState & { reopen: () => void }
type Grid = { data?: ModelCellQuads; error: Error | null; refetch: () => unknown }

export function mapState(reader: Reader, grid: Grid, key: string): MapState {
  if (reader.status === 'failed') {
    return { kind: 'file-failed', message: reader.message, reopen: reader.reopen }
  }
  if (grid.error) {
    return { kind: 'grid-failed', message: grid.error.message, retry: () => void grid.refetch() }
  }
  const file =
    reader.status === 'open'
      ? { reader: reader.reader, opened: reader.opened, key, reopen: reader.reopen }
      : null
  if (!file || !grid.data) return { kind: 'reading', file }
  const fileCells = file.opened.layout.meshes['2D']?.nodes ?? 0
  const gridCells = grid.data.quads.places
  if (fileCells === 0) return { kind: 'no-cells' }
  if (fileCells !== gridCells) return { kind: 'mismatch', fileCells, gridCells }
  return { kind: 'drawn', file, cells: grid.data }
}
