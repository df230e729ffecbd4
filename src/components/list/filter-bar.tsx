import { useEffect, useEffectEvent, useMemo, useRef } from 'react'
import { FormProvider } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '@/components/button'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { isActive, type FilterParamSpec, type Filters } from '@/api/list-search'
import { TYPING_PAUSE_MS } from '@/lib/typing-pause'
import { FilterControl } from './filter-control'
import {
  fieldKeys,
  fieldParams,
  layoutFields,
  parseTexts,
  toTexts,
  type FilterLayout,
  type Texts,
} from './filter-fields'

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

/**
 * The filter bar of every list: one form whose fields apply as they change, typed text on every
 * key (stale requests are cancelled). The keys of one typing burst make one history entry: the
 * first key adds it, the following ones replace it until typing pauses (decision 0013). A value
 * that is not valid gets a message on its field and changes nothing, so the URL keeps the last
 * valid filter; a change of the URL elsewhere (back, a removed chip) replaces what the fields show.
 */
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
  const urlTexts = toTexts(layout, filters)
  const { form } = useSchemaForm({ schema, defaultValues: urlTexts, mode: 'onChange' })
  const { subscribe, getValues, setValue } = form

  // The texts this bar put in the URL and the URL has not shown yet: when it shows one, that is
  // the echo of our own change, not a change from elsewhere, and the fields keep what was typed
  // since.
  const ownCommits = useRef<string[]>([])
  /** Applies the fields' valid values; says whether that changed the URL. */
  const commit = (options?: { replace?: boolean }): boolean => {
    const { patch } = parseTexts(layout, specs, getValues())
    const next = { ...filters, ...patch }
    const nextKey = JSON.stringify(toTexts(layout, next))
    if (nextKey === JSON.stringify(urlTexts) || nextKey === ownCommits.current.at(-1)) return false
    ownCommits.current.push(nextKey)
    onChange(next, options)
    return true
  }
  const commitLatest = useEffectEvent(commit)

  const typedKeys = useMemo(
    () =>
      new Set(
        layoutFields(layout).flatMap((field) =>
          fieldKeys(field)
            .filter(({ typed }) => typed)
            .map(({ key }) => key),
        ),
      ),
    [layout],
  )
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const typing = useRef(false)
  useEffect(() => {
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        clearTimeout(timer.current)
        if (name !== undefined && typedKeys.has(name)) {
          if (commitLatest({ replace: typing.current })) typing.current = true
          timer.current = setTimeout(() => (typing.current = false), TYPING_PAUSE_MS)
        } else {
          typing.current = false
          commitLatest()
        }
      },
    })
    return () => {
      unsubscribe()
      clearTimeout(timer.current)
    }
  }, [subscribe, typedKeys])

  // Only fields whose URL value changed follow the URL, and only when they do not already say
  // the same: a field being typed in, or holding an invalid value, keeps what was typed.
  const seen = useRef<Texts>(urlTexts)
  const urlKey = JSON.stringify(urlTexts)
  const sync = useEffectEvent(() => {
    const echoed = ownCommits.current.indexOf(urlKey)
    if (echoed !== -1) {
      ownCommits.current = ownCommits.current.slice(echoed + 1)
      seen.current = urlTexts
      return
    }
    ownCommits.current = []
    const current = toTexts(layout, { ...filters, ...parseTexts(layout, specs, getValues()).patch })
    for (const [key, text] of Object.entries(urlTexts)) {
      if (seen.current[key] !== text && current[key] !== text) {
        setValue(key, text, { shouldValidate: true })
      }
    }
    seen.current = urlTexts
  })
  useEffect(() => sync(), [urlKey])

  const more = layout.more
  const moreActive = more?.fields.some((field) =>
    fieldParams(field).some((param) => isActive(filters[param])),
  )

  return (
    <FormProvider {...form}>
      <form
        className="panel filter-bar"
        aria-label={layout.label}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          clearTimeout(timer.current)
          typing.current = false
          void form.trigger()
          commit()
        }}
      >
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
      </form>
    </FormProvider>
  )
}
