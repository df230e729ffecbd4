import { describe, expect, it } from 'vitest'
import type { SimulationSection } from '@/components/workspace/use-workspace-simulation'
import { describeConfiguration, startBlockers } from './start-readiness'

const section = (path: string, overviewKeys: string[]): SimulationSection => ({
  path,
  label: path,
  overviewKeys,
  lazy: async () => ({ Component: () => null }),
})
const sections = [
  section('', []),
  section('initial-conditions', ['initial_savedstate', 'initial_twodwaterraster']),
  section('events', ['breach', 'filerasterrain', 'savedstates']),
]

describe('before the run starts', () => {
  it('names the sections with a record still processing or refused', () => {
    const events = {
      initial_twodwaterraster: { id: 1 },
      filerasterrain: [
        { id: 2, file: { state: 'uploaded' } },
        { id: 3, file: { state: 'processed' } },
      ],
      savedstates: [{ id: 4 }],
    }
    expect(startBlockers(sections, events)).toEqual([{ section: sections[2], needsAttention: 1 }])
    const settled = { ...events, filerasterrain: [{ id: 3, file: { state: 'processed' } }] }
    expect(startBlockers(sections, settled)).toEqual([])
  })

  it('says what is configured, or nothing', () => {
    expect(describeConfiguration({ initial_savedstate: null, breach: [] })).toBeNull()
    expect(
      describeConfiguration({
        initial_twodwaterraster: { id: 1 },
        savedstates: [{ id: 1 }, { id: 2 }],
      }),
    ).toBe('2D water level (raster), Saved-state events (2)')
  })
})
