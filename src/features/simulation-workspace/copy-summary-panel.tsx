import { Link } from 'react-router'
import { useCopyOf, useResumeCopy } from '@/api/copies/copy-queries'
import type { CopyRecord } from '@/api/copies/copy-record'
import type { CopySummary } from '@/api/copies/copy-summary'
import { Button } from '@/components/button'

/**
 * What a copy of another simulation holds and what it lacks: the one place that says so, as
 * long as this browser keeps the copy's record. Retry runs the steps not done yet.
 */
export function CopySummaryPanel({ id }: { id: number }) {
  const copy = useCopyOf(id)
  if (copy === null) return null
  const { record, summary } = copy
  return (
    <section className="panel" aria-labelledby="copy-heading">
      <h2 id="copy-heading">
        Copied from <Link to={`/simulations/${record.baseId}`}>{record.baseName}</Link>
      </h2>
      <p>
        {summary.copied.length === 0
          ? 'Copied: nothing yet.'
          : `Copied: ${summary.copied.join(', ')}.`}
      </p>
      {summary.toChoose.length > 0 ? (
        <p className="notice notice--warning">
          Not copied: {summary.toChoose.map((name) => `rain file ${name}`).join(', ')} (this browser
          did not keep {summary.toChoose.length === 1 ? 'it' : 'them'}: choose{' '}
          {summary.toChoose.length === 1 ? 'it' : 'them'} again in{' '}
          <Link to={`/simulations/${id}/events`}>Events</Link>).
        </p>
      ) : null}
      {summary.failed ? <CopyFailure id={id} record={record} summary={summary} /> : null}
    </section>
  )
}

function CopyFailure({
  id,
  record,
  summary,
}: {
  id: number
  record: CopyRecord
  summary: CopySummary
}) {
  const resume = useResumeCopy(id)
  if (!summary.failed) return null
  return (
    <div className="notice notice--error" role="alert">
      <p>
        Failed: {summary.failed.what}: {summary.failed.message}
      </p>
      {summary.notYet.length > 0 ? <p>Not copied yet: {summary.notYet.join(', ')}.</p> : null}
      <Button variant="primary" busy={resume.isPending} onClick={() => resume.mutate(record)}>
        Retry the rest of the copy
      </Button>
      {resume.isError ? <p>The retry stopped: {resume.error.message}</p> : null}
    </div>
  )
}
