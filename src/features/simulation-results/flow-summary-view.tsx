import { Table } from '@/components/table'
import type { SummaryEntry, SummaryGroup, SummaryReading } from '@/lib/log-files/flow-summary'
import { flowSummaryHighlights, totalOf } from '@/lib/log-files/flow-summary-highlights'
import { formatQuantity, unitText } from '@/lib/quantity-text'

const valueText = (entry: SummaryEntry) =>
  typeof entry.value === 'number' ? formatQuantity(entry.value) : entry.value
const withUnit = (entry: SummaryEntry | null) =>
  entry === null
    ? 'not given'
    : `${valueText(entry)}${entry.unit ? ` ${unitText(entry.unit)}` : ''}`

function EntryTable({
  caption,
  entries,
  total,
}: {
  caption: string
  entries: SummaryEntry[]
  total?: boolean
}) {
  const sum = total ? totalOf(entries) : null
  return (
    <Table caption={caption}>
      {entries.map((entry) => (
        <tr key={entry.key}>
          <th scope="row">{entry.label}</th>
          <td>{valueText(entry)}</td>
          <td>{entry.unit === null ? '' : unitText(entry.unit)}</td>
        </tr>
      ))}
      {sum === null ? null : (
        <tr>
          <th scope="row">Total</th>
          <td>{formatQuantity(sum)}</td>
          <td>{entries[0]?.unit ? unitText(entries[0].unit) : ''}</td>
        </tr>
      )}
    </Table>
  )
}

function FlowHighlights({ groups }: { groups: SummaryGroup[] }) {
  const figures = flowSummaryHighlights(groups)
  const { inflow, outflow, storage } = figures.byKind
  return (
    <>
      <dl className="log-entry__figures">
        <dt>Largest volume error</dt>
        <dd>{withUnit(figures.volumeError)}</dd>
        <dt>Largest time step</dt>
        <dd>{withUnit(figures.largestStep)}</dd>
        <dt>Smallest time step</dt>
        <dd>{withUnit(figures.smallestStep)}</dd>
        <dt>Simulated time</dt>
        <dd>{withUnit(figures.simulatedTime)}</dd>
      </dl>
      {inflow.length > 0 ? <EntryTable caption="Water in" entries={inflow} total /> : null}
      {outflow.length > 0 ? <EntryTable caption="Water out" entries={outflow} total /> : null}
      {storage.length > 0 ? <EntryTable caption="Storage" entries={storage} /> : null}
    </>
  )
}

/** The log ZIP's summary as tables, led by the figures threedi-docs says to check first. */
export function SummaryView({ reading, flow }: { reading: SummaryReading; flow: boolean }) {
  if (!reading.ok) {
    return (
      <p className="notice notice--warning" role="note">
        This summary cannot be shown as a table: {reading.reason} Its text is below.
      </p>
    )
  }
  const others = flow
    ? reading.groups.filter((group) => group.key !== 'volume_balance')
    : reading.groups
  return (
    <>
      {flow ? <FlowHighlights groups={reading.groups} /> : null}
      {others.map((group) => (
        <EntryTable
          key={`${group.key}-${group.title}`}
          caption={group.title}
          entries={group.entries}
        />
      ))}
    </>
  )
}
