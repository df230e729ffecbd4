import type { ReactNode } from 'react'
import { Table, type Column } from '@/components/table'

export type ArtefactColumn = Column

/** The dense table every artefact section shows; `children` are its body rows. */
export function ArtefactTable({
  columns,
  children,
}: {
  columns: readonly ArtefactColumn[]
  children: ReactNode
}) {
  return (
    <Table className="models-table" columns={columns}>
      {children}
    </Table>
  )
}
