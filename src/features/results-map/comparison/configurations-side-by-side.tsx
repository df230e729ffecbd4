import { Fragment, useId, useState } from 'react'
import type { ComparedField } from '@/api/simulations/configurations-compared'
import { QueryStates } from '@/components/query-states'
import { Table } from '@/components/table'
import { useComparedConfigurations } from './use-compared-configurations'
import './configurations-side-by-side.css'

type Props = { a: number; b: number }

/** The two runs' configurations field by field, the fields that differ marked in words. */
export function ConfigurationsSideBySide({ a, b }: Props) {
  const compared = useComparedConfigurations(a, b)
  return (
    <section className="configurations" aria-labelledby={`configurations-${a}-${b}`}>
      <h3 id={`configurations-${a}-${b}`}>Configurations side by side</h3>
      <QueryStates
        query={compared}
        loading="Loading the two runs' configurations…"
        errorTitle="Could not load the configurations"
      >
        {(rows) => <ComparedTable rows={rows} a={a} b={b} />}
      </QueryStates>
    </section>
  )
}

function ComparedTable({ rows, a, b }: Props & { rows: ComparedField[] }) {
  const toggleId = useId()
  const [onlyDifferences, setOnlyDifferences] = useState(false)
  const differing = rows.filter((row) => row.differs).length
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows
  const groups = [...new Set(shown.map((row) => row.group))]
  return (
    <>
      <p className="configurations__summary">
        {differing === 0
          ? 'The two runs are configured alike.'
          : `${differing} of ${rows.length} fields differ.`}{' '}
        <input
          id={toggleId}
          type="checkbox"
          checked={onlyDifferences}
          onChange={(event) => setOnlyDifferences(event.target.checked)}
        />{' '}
        <label htmlFor={toggleId}>Only differences</label>
      </p>
      {shown.length === 0 ? (
        <p className="muted">No field differs.</p>
      ) : (
        <Table
          caption="Configurations of the two runs"
          captionHidden
          className="configurations__table"
          columns={[
            { label: 'Field' },
            { label: `Run A (#${a})` },
            { label: `Run B (#${b})` },
            { label: 'Compared' },
          ]}
        >
          {groups.map((group) => (
            <Fragment key={group}>
              <tr>
                <th scope="rowgroup" colSpan={4}>
                  {group}
                </th>
              </tr>
              {shown
                .filter((row) => row.group === group)
                .map((row) => (
                  <FieldRow key={row.key} row={row} />
                ))}
            </Fragment>
          ))}
        </Table>
      )}
    </>
  )
}

function FieldRow({ row }: { row: ComparedField }) {
  return (
    <tr className={row.differs ? 'configurations__row--differs' : undefined}>
      <th scope="row">{row.field}</th>
      <Value text={row.a} />
      <Value text={row.b} />
      <td>{row.differs ? <span className="badge badge--warning">≠ Differs</span> : 'Same'}</td>
    </tr>
  )
}

function Value({ text }: { text: string | null }) {
  return <td>{text === null ? <span className="muted">none</span> : text}</td>
}
