export type ValueRow = { key: string; label: string; value: string }

/** Labelled values as a description list, one row a value. */
export function ValueRows({ rows, className }: { rows: ValueRow[]; className: string }) {
  return (
    <dl className={`${className} value-rows`}>
      {rows.map((row) => (
        <div key={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
