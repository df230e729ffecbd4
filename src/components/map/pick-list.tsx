import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { pickableCategories } from '@/components/map/map-categories'
import type { MapSelection } from '@/components/map/selection'
import { groupItems, type FeatureListItem } from './feature-list-items'

const shownPerGroup = 100

/** Arrow keys walk the entries, so a long list needs no tabbing through every item. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>, list: HTMLElement | null) {
  if (!list || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return
  const buttons = [...list.querySelectorAll<HTMLButtonElement>('[data-item]')]
  const index = buttons.findIndex((button) => button === document.activeElement)
  if (index === -1) return
  event.preventDefault()
  const next = buttons[index + (event.key === 'ArrowDown' ? 1 : -1)]
  next?.focus()
}

export function FeatureList({
  items,
  selectedKey,
  onSelect,
}: {
  items: readonly FeatureListItem[]
  selectedKey: string
  onSelect: (selection: MapSelection) => void
}) {
  const [query, setQuery] = useState('')
  const groups = groupItems(items, query, pickableCategories, shownPerGroup)
  const list = useRef<HTMLDivElement>(null)

  // A pick on the map brings its entry into view, so the list and the map agree.
  useEffect(() => {
    if (!selectedKey) return
    const entries = list.current?.querySelectorAll<HTMLElement>('[data-item]') ?? []
    const entry = [...entries].find((element) => element.dataset.item === selectedKey)
    entry?.scrollIntoView({ block: 'nearest' })
  }, [selectedKey])

  return (
    <section className="feature-list" aria-labelledby="feature-list-heading">
      <h2 id="feature-list-heading">Breaches and structures</h2>
      <label className="feature-list__search">
        Search by name, code or id
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      {groups.length === 0 ? (
        <p className="feature-list__empty">{query ? 'Nothing matches this search.' : 'None.'}</p>
      ) : null}
      <div ref={list} className="feature-list__groups">
        {groups.map((group) => (
          <section key={group.category} aria-label={group.label}>
            <h3 className="feature-list__group">
              {group.label} <span className="feature-list__count">({group.total})</span>
            </h3>
            <ul>
              {group.items.map((entry) => (
                <li key={entry.key}>
                  <button
                    type="button"
                    className="feature-list__item"
                    data-item={entry.key}
                    aria-pressed={entry.key === selectedKey}
                    onClick={() => onSelect(entry.selection)}
                    onKeyDown={(event) => moveFocus(event, list.current)}
                  >
                    <span className="feature-list__title">{entry.title}</span>
                    <span className="feature-list__detail">{entry.detail}</span>
                  </button>
                </li>
              ))}
            </ul>
            {group.total > group.items.length ? (
              <p className="feature-list__more">
                Showing {group.items.length} of {group.total}; search to narrow down.
              </p>
            ) : null}
          </section>
        ))}
      </div>
    </section>
  )
}
