import { Button } from '@/components/button'
import type { Chip } from '@/api/filter-fields'

export function FilterChips({
  chips,
  onRemove,
  onClear,
}: {
  chips: Chip[]
  onRemove: (params: readonly string[]) => void
  onClear: () => void
}) {
  if (chips.length === 0) return null
  return (
    <div className="filter-chips">
      <ul className="chip-list" aria-label="Active filters">
        {chips.map((chip) => (
          <li key={chip.key} className="chip">
            <span>{chip.text}</span>
            <button
              type="button"
              className="chip__remove"
              aria-label={`Remove filter ${chip.text}`}
              onClick={() => onRemove(chip.params)}
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
