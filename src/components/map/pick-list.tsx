import './pick-list.css'
import { useEffect, useId, useRef, useState } from 'react'
import {
  applyPick,
  isSelected,
  pickingCategories,
  type PickingMode,
} from '@/engine/picking/picking'
import { PickListEntry } from './pick-list-entry'
import { groupItems, type PickListItem } from '@/engine/picking/pick-list-items'
import { formatSelection } from '@/engine/picking/selection'

const shownPerGroup = 100

export type PickListProps = {
  label: string
  items: readonly PickListItem[]
  picking: PickingMode
  /** Two lists of one kind on a page: two landmarks of one name cannot be told apart. */
  groupsOf?: string
}

export function PickList({ label, items, picking, groupsOf }: PickListProps) {
  const [query, setQuery] = useState('')
  const headingId = useId()
  const list = useRef<HTMLDivElement>(null)
  const mode = picking.mode ?? 'single'
  const groups = groupItems(items, query, pickingCategories(picking), shownPerGroup)
  const latest = picking.selected.at(-1)
  const latestKey = latest ? formatSelection(latest) : ''

  // A pick on the map brings its entry into view, so the list and the map agree.
  useEffect(() => {
    if (!latestKey) return
    const entries = list.current?.querySelectorAll<HTMLElement>('[data-item]') ?? []
    const entry = [...entries].find((element) => element.dataset.item === latestKey)
    entry?.scrollIntoView({ block: 'nearest' })
  }, [latestKey])

  return (
    <section className="side-box pick-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{label}</h2>
      {mode === 'multiple' ? (
        <p className="pick-list__hint" role="status">
          {picking.selected.length} selected; Enter or Space adds or removes one.
        </p>
      ) : null}
      <label className="pick-list__search">
        Search by name, code or id
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      {groups.length === 0 ? (
        <p className="pick-list__empty">{query ? 'Nothing matches this search.' : 'None.'}</p>
      ) : null}
      <div ref={list} className="pick-list__groups">
        {groups.map((group) => (
          <section
            key={group.category}
            aria-label={groupsOf ? `${group.label} of ${groupsOf}` : group.label}
          >
            <h3 className="pick-list__group">
              {group.label} <span className="pick-list__count">({group.total})</span>
            </h3>
            <ul>
              {group.items.map((entry) => (
                <li key={entry.key}>
                  <PickListEntry
                    entry={entry}
                    mode={mode}
                    selected={isSelected(picking.selected, entry.selection)}
                    onPick={() =>
                      picking.onChange(applyPick(picking.selected, entry.selection, mode))
                    }
                    list={list}
                  />
                </li>
              ))}
            </ul>
            {group.total > group.items.length ? (
              <p className="pick-list__more">
                Showing {group.items.length} of {group.total}; search to narrow down.
              </p>
            ) : null}
          </section>
        ))}
      </div>
    </section>
  )
}
