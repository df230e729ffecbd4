import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useCopyOf, useResumeCopy } from '@/workflows/copies/copy-queries'
import type { CopyRecord } from '@/workflows/copies/copy-record'
import { copyProgressOf, type CopySummary } from '@/workflows/copies/copy-summary'
import { Button } from '@/components/button'

/** The one place that says what a copy holds and lacks, as long as this browser keeps the copy's record. */
export function CopySummaryPanel({ id }: { id: number }) {
  const copy = useCopyOf(id)
  if (copy === null) return null
  const { record, summary, running } = copy
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
      {running ? <CopyRunning record={record} summary={summary} /> : null}
      {!running && summary.failed ? (
        <CopyNotDone id={id} record={record} summary={summary} tone="error">
          Failed: {summary.failed.what}: {summary.failed.message}
        </CopyNotDone>
      ) : null}
      {!running && !summary.failed && summary.notYet.length > 0 ? (
        <CopyNotDone id={id} record={record} summary={summary} tone="warning">
          The copy stopped before it was done: its page was closed or reloaded while it ran.
        </CopyNotDone>
      ) : null}
    </section>
  )
}

function CopyRunning({ record, summary }: { record: CopyRecord; summary: CopySummary }) {
  const { done, total } = copyProgressOf(record)
  return (
    <div role="status">
      <p>
        Being copied in this browser: {done} of {total} steps done…
      </p>
      {summary.notYet.length > 0 ? <p>Not copied yet: {summary.notYet.join(', ')}.</p> : null}
    </div>
  )
}

function CopyNotDone({
  id,
  record,
  summary,
  tone,
  children,
}: {
  id: number
  record: CopyRecord
  summary: CopySummary
  tone: 'error' | 'warning'
  children: ReactNode
}) {
  const resume = useResumeCopy(id)
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <p>{children}</p>
      {summary.notYet.length > 0 ? <p>Not copied yet: {summary.notYet.join(', ')}.</p> : null}
      <Button variant="primary" busy={resume.isPending} onClick={() => resume.mutate(record)}>
        Retry the rest of the copy
      </Button>
      {resume.isError ? <p>The retry stopped: {resume.error.message}</p> : null}
    </div>
  )
}
