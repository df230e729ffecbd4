import { breachSearch } from '@/components/page-links'
import { parseId } from '@/lib/parse-id'
import { useValidatedSearch } from '@/components/hooks/search-params'

export function useChosenPotentialBreach(): [number | null, (id: number | null) => void] {
  const [search, update] = useValidatedSearch(breachSearch)
  const choose = (id: number | null) =>
    update({ breach: id === null ? '' : String(id) }, { replace: true })
  return [parseId(search.breach), choose]
}
