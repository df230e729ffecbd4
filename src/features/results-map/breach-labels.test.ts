import { describe, expect, it } from 'vitest'
import type { PotentialBreach } from '@/api/models/schema'
import type { BreachEvent } from '@/api/simulations/breach-schema'
import type { ModelNetwork } from '@/engine/model-network/model-network'
import { breachLabels } from './breach-labels'

const record = (id: number, name: string | null, code: string | null): PotentialBreach => ({
  id,
  url: `/v3/threedimodels/1/potentialbreaches/${id}/`,
  connected_pnt_id: 100 + id,
  line_id: 1,
  code,
  display_name: name,
  levee_material: 'clay',
  maximum_breach_depth: 4,
})

const event = (id: number, potential: number | null, width: number): BreachEvent => ({
  id,
  url: `/v3/simulations/9/events/breaches/${id}/`,
  potential_breach: potential,
  offset: 0,
  duration_till_max_depth: 600,
  initial_width: width,
})

const network: ModelNetwork = {
  structures: [1, 2].map((id) => ({
    category: 'breaches' as const,
    id: 100 + id,
    properties: {},
    anchor: [4.5 + id / 100, 52],
    ends: null,
  })),
  connectionNodes: [],
}

describe('the labels of a run’s breaches', () => {
  it('names each with the potential breach’s name and code and gives its initial width in m', () => {
    const labels = breachLabels(
      [event(1, 1, 12), event(2, 2, 7.25)],
      [record(1, 'Ringdijk zuid', 'BR-1'), record(2, null, 'BR-2')],
      network,
    )
    expect(labels).toEqual([
      { key: '1', text: 'Breach Ringdijk zuid (BR-1), initial width 12 m', at: [4.51, 52] },
      { key: '2', text: 'Breach BR-2, initial width 7.25 m', at: [4.52, 52] },
    ])
  })

  it('says which run a breach belongs to when two are compared', () => {
    const [label] = breachLabels([event(1, 1, 12)], [record(1, 'Dijk', 'Dijk')], network, 'B')
    expect(label?.text).toBe('Run B: Breach Dijk, initial width 12 m')
  })

  it('leaves out a breach the model cannot place on the map', () => {
    expect(
      breachLabels([event(1, 3, 12), event(2, null, 5)], [record(3, 'X', 'X')], network),
    ).toEqual([])
  })
})
