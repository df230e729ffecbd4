import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { z } from 'zod'
import { savedStatesQuery } from '@/api/models/queries'
import type { SavedState } from '@/api/models/schema'
import { EmptyState } from '@/components/empty-state'
import { ChoiceSelect } from '@/components/form/choice-select'
import { Pagination } from '@/components/pagination'
import { QueryStates } from '@/components/query-states'
import { useValidatedSearch } from '@/components/hooks/use-validated-search'
import { ArtefactSection } from './artefact-section'
import { ArtefactTable } from './artefact-table'
import { describeExpiry } from '@/lib/expiry'
import {
  describeLimits,
  limitsOfModelState,
  savedStateTypeLabels,
} from '@/api/models/saved-state-text'
import { formatMoment } from '@/lib/local-time'
import { defaultOrdering, orderingLabels, orderingValues } from './orderings'
import { newSimulationLink } from '@/lib/page-links'

const PAGE_SIZE = 10

/** Prefixed, so the model page's other URL state can never collide with it. */
const savedStatesSearch = z.object({
  states_ordering: z.enum(orderingValues).catch(defaultOrdering),
  states_offset: z.coerce.number().int().min(0).catch(0),
})

function TypeCell({ state }: { state: SavedState }) {
  const thresholds = describeLimits(limitsOfModelState(state))
  return (
    <td>
      {savedStateTypeLabels[state.type]}
      {thresholds && <span className="muted"> ({thresholds})</span>}
    </td>
  )
}

const COLUMNS = [
  { label: 'Name' },
  { label: 'Type' },
  { label: 'Created' },
  { label: 'Expires' },
  { label: 'Use' },
]

export function SavedStatesSection({ modelId }: { modelId: number }) {
  const [search, update] = useValidatedSearch(savedStatesSearch)
  const query = { ordering: search.states_ordering, limit: PAGE_SIZE, offset: search.states_offset }
  const options = savedStatesQuery(modelId, query)
  const result = useQuery(options)
  const orderingControl = (
    <ChoiceSelect
      label="Order saved states by"
      value={search.states_ordering}
      choices={orderingValues}
      describe={(ordering) => orderingLabels[ordering]}
      onChange={(ordering) => update({ states_ordering: ordering, states_offset: 0 })}
    />
  )
  return (
    <ArtefactSection
      title="Saved states"
      description="States saved by earlier simulations of this model; each expires 7 days after it was created."
      actions={orderingControl}
    >
      <QueryStates
        query={result}
        queryKeys={[options.queryKey]}
        loading="Loading saved states…"
        errorTitle="The saved states could not be loaded"
        isEmpty={(page) => page.count === 0}
        empty={
          <EmptyState
            title="No saved states"
            description="A simulation with a saved-state event creates one when it finishes."
          />
        }
      >
        {(page) => (
          <>
            <SavedStatesTable modelId={modelId} states={page.results} />
            <Pagination
              count={page.count}
              limit={PAGE_SIZE}
              offset={search.states_offset}
              onChange={(offset) => update({ states_offset: offset })}
              label="Saved state pages"
            />
          </>
        )}
      </QueryStates>
    </ArtefactSection>
  )
}

function SavedStatesTable({ modelId, states }: { modelId: number; states: SavedState[] }) {
  const [now] = useState(() => new Date())
  return (
    <ArtefactTable columns={COLUMNS}>
      {states.map((state) => (
        <tr key={state.id}>
          <th scope="row">{state.name}</th>
          <TypeCell state={state} />
          <td>
            <time dateTime={state.created}>{formatMoment(state.created)}</time>
          </td>
          <td>
            {describeExpiry(state.expiry, now)}{' '}
            <time className="muted" dateTime={state.expiry}>
              ({formatMoment(state.expiry)})
            </time>
          </td>
          <td>
            <Link
              to={newSimulationLink({ model: modelId, savedState: state.id })}
              aria-label={`Start a simulation from this state: ${state.name}`}
            >
              Start a simulation from this state
            </Link>
          </td>
        </tr>
      ))}
    </ArtefactTable>
  )
}
