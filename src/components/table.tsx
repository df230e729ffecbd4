import type { AriaAttributes, ReactNode, Ref } from 'react'

export type Column = {
  label: ReactNode
  /** Right-aligned figures. */
  numeric?: boolean
  /** Further classes of the header cell, e.g. how the column wraps. */
  className?: string
  sort?: AriaAttributes['aria-sort']
}

function headerClass({ numeric, className }: Column): string | undefined {
  return [numeric ? 'numeric' : '', className ?? ''].filter(Boolean).join(' ') || undefined
}

/** The header row of a table: one column header per column. */
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

/** A table that scrolls sideways on a narrow screen; `children` are its body rows. */
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
  /** Read by screen readers only, when a heading already names the table. */
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
