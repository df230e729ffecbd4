import type { KeyboardEvent, RefObject } from 'react'
import type { PickMode } from '@/engine/picking/picking'
import type { PickListItem } from '@/engine/picking/pick-list-items'

/** Arrow keys walk the entries, so a long list needs no tabbing through every item. */
function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null): void {
  if (!list || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return
  const entries = [...list.querySelectorAll<HTMLElement>('[data-item]')]
  const index = entries.findIndex((entry) => entry === document.activeElement)
  if (index === -1) return
  event.preventDefault()
  entries[index + (event.key === 'ArrowDown' ? 1 : -1)]?.focus()
}

type Props = {
  entry: PickListItem
  mode: PickMode
  selected: boolean
  onPick: () => void
  list: RefObject<HTMLElement | null>
}

function EntryText({ entry }: { entry: PickListItem }) {
  return (
    <>
      <span className="pick-list__title">{entry.title}</span>{' '}
      <span className="pick-list__detail">{entry.detail}</span>
    </>
  )
}

export function PickListEntry({ entry, mode, selected, onPick, list }: Props) {
  if (mode === 'single') {
    return (
      <button
        type="button"
        className="pick-list__item"
        data-item={entry.key}
        aria-pressed={selected}
        onClick={onPick}
        onKeyDown={(event) => moveFocus(event, list.current)}
      >
        <EntryText entry={entry} />
      </button>
    )
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter toggles like Space, and never submits a form the list sits in.
    if (event.key === 'Enter') {
      event.preventDefault()
      onPick()
      return
    }
    moveFocus(event, list.current)
  }
  return (
    <label className="pick-list__item pick-list__item--check">
      <input
        type="checkbox"
        data-item={entry.key}
        checked={selected}
        onChange={onPick}
        onKeyDown={onKeyDown}
      />
      <EntryText entry={entry} />
    </label>
  )
}
