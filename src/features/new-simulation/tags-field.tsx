import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField } from '@/components/form-field'
import { parseTags } from '@/lib/tags'
import { TagList } from '@/components/tag-list'

export function TagsField({
  registration,
  value,
  error,
}: {
  registration: UseFormRegisterReturn<'tags'>
  value: string
  error: string | undefined
}) {
  const tags = parseTags(value)
  return (
    <div className="tags-field">
      <FormField
        label="Tags"
        hint="Separate tags with commas, e.g. T100, breach-study"
        error={error}
      >
        {(control) => <input {...control} {...registration} type="text" autoComplete="off" />}
      </FormField>
      {tags.length > 0 ? <TagList tags={tags} label="Tags to add" /> : null}
    </div>
  )
}
