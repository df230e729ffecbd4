import type { AriaAttributes, ReactNode, Ref } from 'react'

export type Column = {
  label: ReactNode
  numeric?: boolean
  className?: string
  sort?: AriaAttributes['aria-sort']
}

function headerClass({ numeric, className }: Column): string | undefined {
  return [numeric ? 'numeric' : '', className ?? ''].filter(Boolean).join(' ') || undefined
}

export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          <th key={index} scope="col" className={headerClass(column)} aria-sort={column.sort}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  )
}

export function Table({
  caption,
  captionHidden = false,
  columns,
  className,
  rowCount,
  bodyRef,
  children,
}: {
  caption?: ReactNode
  captionHidden?: boolean
  /** Without columns a table of name–value rows has no header row. */
  columns?: readonly Column[]
  className?: string
  /** All rows, header included, when only some are drawn. */
  rowCount?: number
  bodyRef?: Ref<HTMLTableSectionElement>
  children: ReactNode
}) {
  return (
    <div className="table-wrap">
      <table className={className} aria-rowcount={rowCount}>
        {caption === undefined ? null : (
          <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        )}
        {columns ? <TableHead columns={columns} /> : null}
        <tbody ref={bodyRef}>{children}</tbody>
      </table>
    </div>
  )
}
