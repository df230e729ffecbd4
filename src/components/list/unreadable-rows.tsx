import { unreadableRowText, type UnreadableRow } from '@/api/common'

/** The rest of the list still shows; an operator can tell the server's owner what to fix. */
export function UnreadableRows({
  rows,
  offset = 0,
}: {
  rows: readonly UnreadableRow[]
  offset?: number
}) {
  if (rows.length === 0) return null
  return (
    <ul className="unreadable-rows" aria-label="Records that could not be read">
      {rows.map((row) => (
        <li key={row.index}>{unreadableRowText(row, offset)}</li>
      ))}
    </ul>
  )
}
