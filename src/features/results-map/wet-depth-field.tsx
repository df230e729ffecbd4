import { useState, type FormEvent } from 'react'
import { FormField } from '@/components/form/form-field'
import { wetDepth, type ResultsMapView } from './results-map-search'

/** The views whose values depend on when a cell counts as wet. */
export const usesWetDepth = (view: ResultsMapView) =>
  view === 'arrival' || view === 'wet-hours' || view === 'hazard'

type Props = { wet: number; onWet: (wet: number) => void }

/** Applied on Enter or leaving the field: each new depth computes the products again. */
export function WetDepthField({ wet, onWet }: Props) {
  const [typed, setTyped] = useState(String(wet))
  const [error, setError] = useState<string | undefined>()
  // A depth from elsewhere (back, a link) replaces what was typed.
  const [shown, setShown] = useState(wet)
  if (shown !== wet) {
    setShown(wet)
    setTyped(String(wet))
    setError(undefined)
  }
  const apply = (event?: FormEvent) => {
    event?.preventDefault()
    const parsed = wetDepth.safeParse(typed.trim().replace(',', '.'))
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message)
    if (parsed.success && parsed.data !== wet) onWet(parsed.data)
  }
  return (
    <form className="results-map__compare" onSubmit={apply} noValidate>
      <FormField
        label="Wet from"
        unit="m"
        hint="A cell counts as wet, and has arrived, from this depth."
        error={error}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="decimal"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={() => apply()}
          />
        )}
      </FormField>
    </form>
  )
}
