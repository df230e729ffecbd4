import { useState, type FormEvent } from 'react'
import { Button } from '@/components/button'
import { FormField } from '@/components/form/form-field'
import {
  applyFilterForm,
  countFormFilters,
  isNameLookup,
  nameLookups,
  toFilterForm,
  validateFilterForm,
  type FilterFormErrors,
  type FilterFormValues,
} from './model-filter-form'
import type { ModelListFilters } from './model-list-search'

const MONTHS = Array.from({ length: 12 }, (_, index) => ({
  value: String(index + 1),
  label: new Date(Date.UTC(2000, index, 1)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  }),
}))

function text(form: FormData, name: keyof FilterFormValues): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

function readForm(form: FormData): FilterFormValues {
  const lookup = text(form, 'nameLookup')
  return {
    nameLookup: isNameLookup(lookup) ? lookup : 'name__contains',
    nameValue: text(form, 'nameValue'),
    createdOn: text(form, 'createdOn'),
    createdFrom: text(form, 'createdFrom'),
    createdTo: text(form, 'createdTo'),
    year: text(form, 'year').trim(),
    month: text(form, 'month'),
  }
}

export function MoreFilters({
  filters,
  onApply,
}: {
  filters: ModelListFilters
  onApply: (filters: ModelListFilters) => void
}) {
  const initial = toFilterForm(filters)
  const [errors, setErrors] = useState<FilterFormErrors>({})
  const active = countFormFilters(filters)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = readForm(new FormData(event.currentTarget))
    const found = validateFilterForm(values)
    setErrors(found)
    if (Object.keys(found).length === 0) onApply(applyFilterForm(filters, values))
  }

  function clear() {
    setErrors({})
    onApply(
      applyFilterForm(filters, {
        ...initial,
        nameValue: '',
        createdOn: '',
        createdFrom: '',
        createdTo: '',
        year: '',
        month: '',
      }),
    )
  }

  return (
    <details className="models-filters">
      <summary>More filters{active > 0 ? ` (${active} active)` : ''}</summary>
      {/* Remounts when the URL changes elsewhere (back button), so the fields show what applies. */}
      <form
        key={JSON.stringify(initial)}
        className="models-filters__form"
        onSubmit={submit}
        noValidate
      >
        <div className="models-filters__name">
          <FormField label="Name match">
            {(control) => (
              <select {...control} name="nameLookup" defaultValue={initial.nameLookup}>
                {nameLookups.map((lookup) => (
                  <option key={lookup.param} value={lookup.param}>
                    {lookup.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Name text">
            {(control) => (
              <input {...control} name="nameValue" type="text" defaultValue={initial.nameValue} />
            )}
          </FormField>
        </div>
        <DateField
          name="createdOn"
          label="Created on (UTC)"
          value={initial.createdOn}
          error={errors.createdOn}
        />
        <DateField
          name="createdFrom"
          label="Created from (UTC)"
          value={initial.createdFrom}
          error={errors.createdFrom}
        />
        <DateField
          name="createdTo"
          label="Created until (UTC)"
          value={initial.createdTo}
          error={errors.createdTo}
        />
        <FormField label="Created in year" error={errors.year}>
          {(control) => (
            <input
              {...control}
              name="year"
              type="text"
              inputMode="numeric"
              defaultValue={initial.year}
            />
          )}
        </FormField>
        <FormField label="Created in month">
          {(control) => (
            <select {...control} name="month" defaultValue={initial.month}>
              <option value="">Any month</option>
              {MONTHS.map((month) => (
                <option key={month.value} value={month.value}>
                  {month.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="models-filters__actions">
          <Button type="submit" variant="primary">
            Apply filters
          </Button>
          <Button onClick={clear} disabled={active === 0}>
            Clear filters
          </Button>
        </div>
      </form>
    </details>
  )
}

function DateField({
  name,
  label,
  value,
  error,
}: {
  name: keyof FilterFormValues
  label: string
  value: string
  error: string | undefined
}) {
  return (
    <FormField label={label} error={error}>
      {(control) => <input {...control} name={name} type="date" defaultValue={value} />}
    </FormField>
  )
}
