import { useId } from 'react'
import { useValidatedSearch } from '@/components/hooks/use-validated-search'
import { resultsMapSearch, type RunReference } from '../results-map-search'
import { differenceWords, runComparison } from './run-comparison'

/** Which run is subtracted: the map shows new − reference, and the link keeps the choice. */
export function ReferenceChoice({ thisRun, compared }: { thisRun: number; compared: number }) {
  const name = useId()
  const [search, update] = useValidatedSearch(resultsMapSearch)
  const options: { value: RunReference; label: string }[] = [
    { value: 'compared', label: `Run #${compared} (the compared run)` },
    { value: 'this', label: `Run #${thisRun} (this run)` },
  ]
  return (
    <fieldset className="choice-row">
      <legend>Reference run</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={name}
            checked={search.reference === option.value}
            onChange={() => update({ reference: option.value }, { flushSync: true })}
          />{' '}
          {option.label}
        </label>
      ))}
      <p className="muted">
        The map shows {differenceWords(runComparison(thisRun, compared, search.reference))}.
      </p>
    </fieldset>
  )
}
