import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ArtefactSection } from './artefact-section'
import { type ArtefactColumn, ArtefactTable } from './artefact-table'
import { QueryStates } from './query-states'

/** A section listing one artefact of the model as a table, in each state of its query. */
export function ArtefactListSection<Item extends { id: number }>({
  title,
  description,
  result,
  what,
  emptyTitle,
  emptyDescription,
  columns,
  cells,
}: {
  title: string
  description: ReactNode
  result: UseQueryResult<Item[]>
  /** Lower-case plural, e.g. "rasters". */
  what: string
  emptyTitle: string
  emptyDescription?: string
  columns: readonly ArtefactColumn[]
  /** The cells of one item's row, in the order of `columns`. */
  cells: (item: Item) => ReactNode
}) {
  return (
    <ArtefactSection title={title} description={description}>
      <QueryStates
        result={result}
        what={what}
        isEmpty={(items) => items.length === 0}
        emptyTitle={emptyTitle}
        emptyDescription={emptyDescription}
      >
        {(items) => (
          <ArtefactTable columns={columns}>
            {items.map((item) => (
              <tr key={item.id}>{cells(item)}</tr>
            ))}
          </ArtefactTable>
        )}
      </QueryStates>
    </ArtefactSection>
  )
}
