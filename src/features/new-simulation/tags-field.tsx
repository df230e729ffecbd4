import { useWatch } from 'react-hook-form'
import { Field } from '@/components/form/field'
import { TagList } from '@/components/tag-list'
import { parseTags } from '@/lib/tags'
import type { SimulationFormValues } from './simulation-form-schema'

export function TagsField() {
  const tags = parseTags(useWatch<SimulationFormValues, 'tags'>({ name: 'tags' }))
  return (
    <div className="tags-field">
      <Field<SimulationFormValues>
        name="tags"
        label="Tags"
        hint="Separate tags with commas, e.g. T100, breach-study"
      >
        {(control) => <input {...control} type="text" autoComplete="off" />}
      </Field>
      {tags.length > 0 ? <TagList tags={tags} label="Tags to add" /> : null}
    </div>
  )
}
