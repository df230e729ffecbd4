import { ChoiceSelect } from '@/components/form/choice-select'
import type { ListControls } from '@/components/list/use-list-search'

export type ToolbarWords<Ordering extends string> = {
  orderingLabels: Record<Ordering, string>
  orderingLabel?: string
  pageSizeLabel?: string
}

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
      <ChoiceSelect
        label={words.orderingLabel ?? 'Sort by'}
        value={list.search.ordering}
        choices={orderings}
        describe={(ordering) => words.orderingLabels[ordering]}
        onChange={list.setOrdering}
      />
      <ChoiceSelect
        label={words.pageSizeLabel ?? 'Per page'}
        value={list.search.limit}
        choices={pageSizes}
        onChange={list.setLimit}
      />
    </div>
  )
}
