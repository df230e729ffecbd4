import { FormField } from '@/components/form/form-field'
import { useDebouncedDraft } from '@/lib/use-debounced-draft'

/** Searches names case-insensitively (`name__icontains`) once typing pauses. */
export function ModelSearchField({
  value,
  onCommit,
}: {
  value: string
  onCommit: (value: string) => void
}) {
  const [draft, setDraft] = useDebouncedDraft(value, onCommit)
  return (
    <FormField label="Search models by name" hint="Case-insensitive; matches any part of the name.">
      {(control) => (
        <input
          {...control}
          className="input models-search__input"
          type="search"
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      )}
    </FormField>
  )
}
