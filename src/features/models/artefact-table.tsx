import type { ReactNode } from 'react'
import { Table, type Column } from '@/components/table'

export type ArtefactColumn = Column

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
