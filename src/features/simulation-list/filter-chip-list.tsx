import { Button } from '@/components/button'
import type { Chip } from './filter-chips'

export function FilterChipList({
  chips,
  onRemove,
  onClear,
}: {
  chips: Chip[]
  onRemove: (param: string) => void
  onClear: () => void
}) {
  if (chips.length === 0) return null
  return (
    <div className="filter-chips">
      <ul className="chip-list" aria-label="Active filters">
        {chips.map((chip) => (
          <li key={chip.param} className="chip">
            <span>{chip.text}</span>
            <button
              type="button"
              className="chip__remove"
              aria-label={`Remove filter ${chip.text}`}
              onClick={() => onRemove(chip.param)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" onClick={onClear}>
        Clear all filters
      </Button>
    </div>
  )
}
