import { describe, expect, it } from 'vitest'
import { availability, inNetherlands } from './availability'

const basic = (process: boolean) => ({
  simulation: 'u',
  scenario_name: 's',
  process_basic_results: process,
  result_uuid: 'x',
})
const none = { basic: null, arrival: null, damage: null }
const base = {
  resources: none,
  viewer: null,
  simulationStatus: 'created',
  modelInNetherlands: true,
} as const

describe('post-processing availability', () => {
  it('offers only Basic before anything exists, also before the run starts', () => {
    const result = availability(base)
    expect(result.basic).toBeNull()
    expect(result.arrival).toMatch(/Basic post-processing .* first/)
    expect(result.damage).toMatch(/Basic post-processing .* first/)
    expect(result.start).toMatch(/Basic/)
  })

  it('offers Arrival and Damage after a Basic that processes results, not a second Basic', () => {
    const result = availability({
      ...base,
      resources: { ...none, basic: basic(true) },
      viewer: 'created',
    })
    expect(result).toMatchObject({ arrival: null, damage: null })
    expect(result.basic).toMatch(/one per simulation/)
  })

  it('refuses Arrival and Damage when Basic does not process results', () => {
    const result = availability({ ...base, resources: { ...none, basic: basic(false) } })
    expect(result.arrival).toMatch(/does not process basic results/)
    expect(result.damage).toMatch(/does not process basic results/)
  })

  it('refuses a second Arrival or Damage', () => {
    const resources = {
      basic: basic(true),
      arrival: { basic_post_processing: 1 },
      damage: null,
    }
    expect(availability({ ...base, resources }).arrival).toMatch(/one per simulation/)
  })

  it('refuses everything once the viewer started', () => {
    for (const viewer of ['requested', 'archiving', 'archived', 'archiving_failed'] as const) {
      const result = availability({ ...base, resources: { ...none, basic: basic(true) }, viewer })
      expect(result.basic).toMatch(/already been started/)
      expect(result.arrival).toMatch(/already been started/)
      expect(result.damage).toMatch(/already been started/)
    }
  })

  it('refuses damage for a model outside the Netherlands, leaves unknown to the server', () => {
    const resources = { ...none, basic: basic(true) }
    expect(availability({ ...base, resources, modelInNetherlands: false }).damage).toMatch(
      /within the Netherlands/,
    )
    expect(availability({ ...base, resources, modelInNetherlands: null }).damage).toBeNull()
    expect([inNetherlands(28992), inNetherlands(32632), inNetherlands(null)]).toEqual([
      true,
      false,
      null,
    ])
  })

  it('offers to start the viewer only for a finished run with a Basic', () => {
    const resources = { ...none, basic: basic(false) }
    expect(availability({ ...base, resources }).start).toMatch(/starts by itself/)
    expect(availability({ ...base, resources, simulationStatus: 'finished' }).start).toBeNull()
  })
})
