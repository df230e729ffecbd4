import { useFormContext } from 'react-hook-form'
import { Field } from '@/components/form/field'
import { SelectField } from '@/components/form/select-field'
import { DATE_INPUT_EXAMPLE } from '@/lib/local-time'
import { lookupTextKey, type FilterField } from '@/api/filter-fields'

type Texts = Record<string, string>

export function FilterControl({ field }: { field: FilterField }) {
  switch (field.kind) {
    case 'text': {
      const input = (
        <Field<Texts> name={field.param} label={field.label} hint={field.hint}>
          {(control) => (
            <input
              {...control}
              type="search"
              autoComplete="off"
              inputMode={field.numeric ? 'numeric' : undefined}
            />
          )}
        </Field>
      )
      if (!field.shortcut) return input
      return (
        <div className="filter-bar__shortcut">
          {input}
          <ShortcutCheckbox name={field.param} {...field.shortcut} />
        </div>
      )
    }
    case 'date':
      return (
        <Field<Texts>
          name={field.param}
          label={field.label}
          hint={`Year-month-day, e.g. ${DATE_INPUT_EXAMPLE}`}
        >
          {/* Text, not type="date": that shows the browser's locale, "11/28/2026" in en-US. */}
          {(control) => <input {...control} type="text" autoComplete="off" spellCheck={false} />}
        </Field>
      )
    case 'select':
      return (
        <SelectField<Texts>
          name={field.key}
          label={field.label}
          placeholder={field.anyLabel}
          options={field.options.map(({ text, label }) => ({ value: text, label }))}
        />
      )
    case 'lookup':
      return (
        <div className="filter-bar__lookup">
          <SelectField<Texts>
            name={field.key}
            label={field.label}
            options={field.lookups.map(({ param, label }) => ({ value: param, label }))}
          />
          <Field<Texts> name={lookupTextKey(field.key)} label={field.textLabel}>
            {(control) => <input {...control} type="text" autoComplete="off" />}
          </Field>
        </div>
      )
  }
}

function ShortcutCheckbox({ name, label, text }: { name: string; label: string; text: string }) {
  const { watch, setValue } = useFormContext<Texts>()
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={watch(name) === text}
        onChange={(event) =>
          setValue(name, event.target.checked ? text : '', { shouldValidate: true })
        }
      />{' '}
      {label}
    </label>
  )
}
