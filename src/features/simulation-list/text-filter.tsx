import { FormField } from '@/components/form/form-field'
import { useDebouncedDraft } from '@/lib/use-debounced-draft'

/** A filter typed as text: committed to the URL after a pause in typing, not on every key. */
export function TextFilter({
  label,
  value,
  onCommit,
  hint,
  inputMode,
}: {
  label: string
  value: string
  onCommit: (value: string) => void
  hint?: string
  inputMode?: 'numeric' | 'text'
}) {
  const [draft, setDraft] = useDebouncedDraft(value, onCommit)
  return (
    <FormField label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="search"
          value={draft}
          autoComplete="off"
          inputMode={inputMode}
          onChange={(event) => setDraft(event.target.value)}
        />
      )}
    </FormField>
  )
}
