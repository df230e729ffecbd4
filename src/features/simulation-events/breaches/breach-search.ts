import { z } from 'zod'
import { parseId } from '@/lib/parse-id'
import { useValidatedSearch } from '@/components/hooks/search-params'

/**
 * `?breach=12`: the potential breach chosen for the next breach event, in the URL so the model
 * map's "Add a breach here" can land on it and a reload keeps it.
 */
export const breachSearch = z.object({
  breach: z
    .string()
    .regex(/^\d{1,15}$/)
    .catch(''),
})

export function useChosenPotentialBreach(): [number | null, (id: number | null) => void] {
  const [search, update] = useValidatedSearch(breachSearch)
  const choose = (id: number | null) =>
    update({ breach: id === null ? '' : String(id) }, { replace: true })
  return [parseId(search.breach), choose]
}
