import { breachSearch } from '@/lib/page-links'
import { parseId } from '@/lib/parse-id'
import { useValidatedSearch } from '@/components/hooks/use-validated-search'

export function useChosenPotentialBreach(): [number | null, (id: number | null) => void] {
  const [search, update] = useValidatedSearch(breachSearch)
  const choose = (id: number | null) =>
    update({ breach: id === null ? '' : String(id) }, { replace: true })
  return [parseId(search.breach), choose]
}
