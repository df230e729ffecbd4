import { Button } from './button'
import { describePageRange, nextOffset, previousOffset } from '@/lib/pagination-range'

export function Pagination({
  count,
  limit,
  offset,
  onChange,
  label = 'Pages',
}: {
  count: number
  limit: number
  offset: number
  onChange: (offset: number) => void
  label?: string
}) {
  const previous = previousOffset(limit, offset)
  const next = nextOffset(count, limit, offset)
  return (
    <nav className="pagination" aria-label={label}>
      <p className="pagination__range" aria-live="polite">
        {describePageRange(count, limit, offset)}
      </p>
      <div className="pagination__buttons">
        <Button
          disabled={previous === null}
          onClick={() => previous !== null && onChange(previous)}
        >
          Previous
        </Button>
        <Button disabled={next === null} onClick={() => next !== null && onChange(next)}>
          Next
        </Button>
      </div>
    </nav>
  )
}
