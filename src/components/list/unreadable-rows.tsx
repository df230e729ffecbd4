import { unreadableRowText, type UnreadableRow } from '@/api/common'

/**
 * One line per record of a list the app could not read, so the rest of the list still shows
 * and an operator can tell the server's owner which record and field to fix.
 */
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
