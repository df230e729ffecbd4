import { PageSizeSelect } from '@/components/page-size-select'
import type { ListControls } from '@/lib/use-list-search'
import { OrderingSelect } from './ordering-select'

export type ToolbarWords<Ordering extends string> = {
  orderingLabels: Record<Ordering, string>
  orderingLabel?: string
  pageSizeLabel?: string
}

/** Ordering and page size of a list; the options come from the list's spec. */
export function ListToolbar<Ordering extends string>({
  list,
  orderings,
  pageSizes,
  words,
}: {
  list: ListControls<Ordering>
  orderings: readonly Ordering[]
  pageSizes: readonly number[]
  words: ToolbarWords<Ordering>
}) {
  return (
    <div className="list-toolbar">
      <OrderingSelect
        label={words.orderingLabel ?? 'Sort by'}
        value={list.search.ordering}
        orderings={orderings}
        labels={words.orderingLabels}
        onChange={list.setOrdering}
      />
      <PageSizeSelect
        label={words.pageSizeLabel ?? 'Per page'}
        value={list.search.limit}
        sizes={pageSizes}
        onChange={list.setLimit}
      />
    </div>
  )
}
