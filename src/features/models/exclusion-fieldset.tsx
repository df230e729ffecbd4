import {
  describeExclusions,
  exclusionToggles,
  type ExclusionParam,
  type ExclusionState,
} from './exclusion-toggles'

export function ExclusionFieldset({
  state,
  onToggle,
}: {
  state: ExclusionState
  onToggle: (param: ExclusionParam, lifted: boolean) => void
}) {
  return (
    <fieldset className="models-exclusions">
      <legend>Hidden by default</legend>
      <div className="models-exclusions__toggles">
        {exclusionToggles.map((toggle) => (
          <label key={toggle.param} className="checkbox">
            <input
              type="checkbox"
              checked={state[toggle.param]}
              onChange={(event) => onToggle(toggle.param, event.target.checked)}
            />{' '}
            {toggle.label}
          </label>
        ))}
      </div>
      <p className="models-exclusions__caption" aria-live="polite">
        {describeExclusions(state)}
      </p>
    </fieldset>
  )
}
