import type { ReactNode } from 'react'

export type ArtefactColumn = { label: string; numeric?: boolean }

/** The dense table every artefact section shows; `children` are its body rows. */
export function ArtefactTable({
  columns,
  children,
}: {
  columns: readonly ArtefactColumn[]
  children: ReactNode
}) {
  return (
    <div className="table-wrap">
      <table className="models-table">
        <thead>
          <tr>
            {columns.map(({ label, numeric }) => (
              <th key={label} scope="col" className={numeric ? 'numeric' : undefined}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
