import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { nothingRead, type ReadAll } from '@/api/common'
import { EmptyState } from '@/components/empty-state'
import { UnreadableRows } from '@/components/list/unreadable-rows'
import { QueryStates } from '@/components/query-states'
import { ArtefactSection } from './artefact-section'
import { type ArtefactColumn, ArtefactTable } from './artefact-table'

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
  result: UseQueryResult<ReadAll<Item>>
  /** Lower-case plural, e.g. "rasters". */
  what: string
  emptyTitle: string
  emptyDescription?: string
  columns: readonly ArtefactColumn[]
  cells: (item: Item) => ReactNode
}) {
  return (
    <ArtefactSection title={title} description={description}>
      <QueryStates
        query={result}
        loading={`Loading ${what}…`}
        errorTitle={`The ${what} could not be loaded`}
        isEmpty={nothingRead}
        empty={<EmptyState title={emptyTitle} description={emptyDescription} />}
      >
        {(list) => (
          <>
            <ArtefactTable columns={columns}>
              {list.rows.map((item) => (
                <tr key={item.id}>{cells(item)}</tr>
              ))}
            </ArtefactTable>
            <UnreadableRows rows={list.unreadable} />
          </>
        )}
      </QueryStates>
    </ArtefactSection>
  )
}
