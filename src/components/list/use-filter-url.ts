import { useEffect, useEffectEvent, useMemo, useRef } from 'react'
import type { FilterParamSpec, Filters } from '@/api/list-search'
import { TYPING_PAUSE_MS } from '@/lib/typing-pause'
import {
  fieldKeys,
  layoutFields,
  parseTexts,
  toTexts,
  type FilterLayout,
  type Texts,
} from '@/api/filter-fields'

type Commit = (options?: { replace?: boolean }) => boolean

export function useFilterUrl({
  layout,
  specs,
  filters,
  onChange,
  fields,
}: {
  layout: FilterLayout
  specs: readonly FilterParamSpec[]
  filters: Filters
  onChange: (filters: Filters, options?: { replace?: boolean }) => void
  fields: { read: () => Texts; write: (key: string, text: string) => void }
}): Commit {
  const urlTexts = toTexts(layout, filters)
  // Our commits not shown yet: their echo is no change from elsewhere, so typing since is kept.
  const ownCommits = useRef<string[]>([])
  const commit: Commit = (options) => {
    const next = { ...filters, ...parseTexts(layout, specs, fields.read()).patch }
    const nextKey = JSON.stringify(toTexts(layout, next))
    // Against the newest ask: a filter typed and wiped before it showed must still be undone.
    if (nextKey === (ownCommits.current.at(-1) ?? JSON.stringify(urlTexts))) return false
    ownCommits.current.push(nextKey)
    onChange(next, options)
    return true
  }

  // Only fields whose URL value changed follow it: a field being typed in keeps what was typed.
  const seen = useRef<Texts>(urlTexts)
  const urlKey = JSON.stringify(urlTexts)
  const sync = useEffectEvent(() => {
    const echoed = ownCommits.current.indexOf(urlKey)
    if (echoed !== -1) {
      ownCommits.current = ownCommits.current.slice(echoed + 1)
    } else {
      ownCommits.current = []
      const current = toTexts(layout, {
        ...filters,
        ...parseTexts(layout, specs, fields.read()).patch,
      })
      for (const [key, text] of Object.entries(urlTexts)) {
        if (seen.current[key] !== text && current[key] !== text) fields.write(key, text)
      }
    }
    seen.current = urlTexts
  })
  useEffect(() => sync(), [urlKey])
  return commit
}

type Subscribe = (listener: (changedKey: string | undefined) => void) => () => void

/** One typing burst makes one history entry (decision 0013). */
export function useApplyAsTyped(layout: FilterLayout, subscribe: Subscribe, commit: Commit) {
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
    const unsubscribe = subscribe((name) => {
      clearTimeout(timer.current)
      if (name !== undefined && typedKeys.has(name)) {
        if (commitLatest({ replace: typing.current })) typing.current = true
        timer.current = setTimeout(() => (typing.current = false), TYPING_PAUSE_MS)
      } else {
        typing.current = false
        commitLatest()
      }
    })
    return () => {
      unsubscribe()
      clearTimeout(timer.current)
    }
  }, [subscribe, typedKeys])
  return () => {
    clearTimeout(timer.current)
    typing.current = false
  }
}
