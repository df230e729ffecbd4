import { useCallback, useMemo } from 'react'
import { z } from 'zod'
import { Button } from '@/components/button'
import { SchemaForm } from '@/components/form/schema-form'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { isActive, type FilterParamSpec, type Filters } from '@/api/list-search'
import { FilterControl } from './filter-control'
import {
  fieldKeys,
  fieldParams,
  layoutFields,
  parseTexts,
  toTexts,
  type FilterLayout,
} from '@/api/filter-fields'
import { useApplyAsTyped, useFilterUrl } from './use-filter-url'

function barSchema(layout: FilterLayout, specs: readonly FilterParamSpec[]) {
  const keys = layoutFields(layout).flatMap((field) => fieldKeys(field).map(({ key }) => key))
  return z
    .object(Object.fromEntries(keys.map((key) => [key, z.string()])))
    .superRefine((texts, context) => {
      for (const [key, message] of parseTexts(layout, specs, texts).errors) {
        context.addIssue({ code: 'custom', path: [key], message })
      }
    })
}

/** An invalid value gets a message and changes nothing, so the URL keeps the last valid filter. */
export function FilterBar({
  layout,
  specs,
  filters,
  onChange,
}: {
  layout: FilterLayout
  specs: readonly FilterParamSpec[]
  filters: Filters
  onChange: (filters: Filters, options?: { replace?: boolean }) => void
}) {
  const schema = useMemo(() => barSchema(layout, specs), [layout, specs])
  const defaultValues = toTexts(layout, filters)
  const { form } = useSchemaForm({ schema, defaultValues, mode: 'onChange' })
  const { subscribe, getValues, setValue } = form
  const commit = useFilterUrl({
    layout,
    specs,
    filters,
    onChange,
    fields: {
      read: () => getValues(),
      write: (key, text) => setValue(key, text, { shouldValidate: true }),
    },
  })
  const onFieldChange = useCallback(
    (listener: (changedKey: string | undefined) => void) =>
      subscribe({ formState: { values: true }, callback: ({ name }) => listener(name) }),
    [subscribe],
  )
  const endBurst = useApplyAsTyped(layout, onFieldChange, commit)
  return (
    <SchemaForm
      form={form}
      label={layout.label}
      className="panel filter-bar"
      stacked={false}
      onSubmit={(event) => {
        event.preventDefault()
        endBurst()
        void form.trigger()
        commit()
      }}
    >
      <FilterFields layout={layout} filters={filters} />
    </SchemaForm>
  )
}

function FilterFields({ layout, filters }: { layout: FilterLayout; filters: Filters }) {
  const more = layout.more
  const moreActive = more?.fields.some((field) =>
    fieldParams(field).some((param) => isActive(filters[param])),
  )
  return (
    <>
      <div className="filter-bar__row">
        {layout.fields.map((field) => (
          <FilterControl key={fieldKeys(field)[0]?.key} field={field} />
        ))}
      </div>
      {more ? (
        <details className="filter-bar__more" open={moreActive || undefined}>
          <summary>{more.summary}</summary>
          <div className="filter-bar__row">
            {more.fields.map((field) => (
              <FilterControl key={fieldKeys(field)[0]?.key} field={field} />
            ))}
          </div>
          <div className="filter-bar__actions">
            <Button type="submit" variant="primary">
              Apply filters
            </Button>
          </div>
        </details>
      ) : null}
    </>
  )
}
