import { describe, expect, it } from 'vitest'
import { simulationEvents } from '@/api/simulations/events-schema'
import { breachRecord, rainRecord, timedControlRecord } from '@/testing/event-records'
import { compareConfigurations, type RunConfiguration } from './configurations-compared'

const control = { ...timedControlRecord, state: 'valid' }

function run(events: Record<string, unknown>, more: Partial<RunConfiguration> = {}) {
  return {
    start: '2026-11-28T09:00:00Z',
    duration: 7200,
    events: simulationEvents.parse(events),
    postProcessing: null,
    breachName: (id: number) => (id === 12 ? 'DV-12' : null),
    ...more,
  } satisfies RunConfiguration
}

const differing = (a: RunConfiguration, b: RunConfiguration) =>
  compareConfigurations(a, b).filter((row) => row.differs)

describe('compareConfigurations', () => {
  it('finds exactly the breach width when only the width differs', () => {
    const a = run({ breach: [breachRecord(10)], timedstructurecontrols: [control] })
    const b = run({
      breach: [{ ...breachRecord(50), id: 77, url: '/b/77/' }],
      timedstructurecontrols: [{ ...control, id: 10 }],
    })
    expect(differing(a, b)).toEqual([
      {
        key: 'breach:12:width',
        group: 'Breaches',
        field: 'Breach DV-12: initial width',
        a: '10 m',
        b: '50 m',
        differs: true,
      },
    ])
  })

  it('names rain missing from one run as a difference in each of its fields', () => {
    const rows = differing(run({ filerasterrain: [rainRecord] }), run({ filerasterrain: [] }))
    expect(rows.map((row) => row.field)).toEqual([
      'Rain: source',
      'Rain: file',
      'Rain: period',
      'Rain: time step',
      'Rain: number of time steps',
      'Rain: units',
    ])
    expect(rows.every((row) => row.b === null)).toBe(true)
    expect(rows[1]).toMatchObject({ a: 'storm.nc', group: 'Rain' })
  })

  it('finds no difference between two runs configured alike', () => {
    const events = {
      breach: [breachRecord(10)],
      filerasterrain: [rainRecord],
      initial_twodwaterraster: {
        id: 1,
        url: 'x',
        aggregation_method: 'max',
        initial_waterlevel_id: 3,
      },
      laterals: [{ id: 5, url: 'l', offset: 0, values: [[0, 1]] }],
    }
    const rows = compareConfigurations(run(events), run(events))
    expect(rows.filter((row) => row.differs)).toEqual([])
    expect(rows.map((row) => row.group)).toEqual(
      expect.arrayContaining(['Run', 'Initial conditions', 'Breaches', 'Rain', 'Other events']),
    )
  })

  it('compares the run, initial levels, controls and post-processing as shown', () => {
    const a = run({ timedstructurecontrols: [control] }, { duration: 3600 })
    const b = run(
      {
        timedstructurecontrols: [{ ...control, value: [0.8] }],
        initial_twodwaterraster: {
          id: 1,
          url: 'x',
          aggregation_method: 'mean',
          initial_waterlevel_id: 3,
        },
      },
      {
        postProcessing: {
          basic: {
            simulation: 's',
            scenario_name: 'dike',
            process_basic_results: true,
            result_uuid: 'u',
          },
          arrival: null,
          damage: null,
        },
      },
    )
    const rows = differing(a, b).map(({ field, a: left, b: right }) => [field, left, right])
    expect(rows).toEqual([
      ['Duration', '1 h', '2 h'],
      ['2D water level (raster)', null, 'raster #3, mean per cell'],
      ['Control (timed) of weir 21, set crest level: values', '1.2', '0.8'],
      ['Basic', null, '“dike”, basic results processed'],
    ])
  })

  it('meets the second breach on a location with the other run’s second one', () => {
    const a = run({ breach: [breachRecord(10), { ...breachRecord(20), id: 5 }] })
    const b = run({ breach: [breachRecord(10)] })
    const rows = differing(a, b)
    expect(new Set(rows.map((row) => row.key.split(':').slice(0, 2).join(':')))).toEqual(
      new Set(['breach:12#2']),
    )
    expect(rows[0]?.field).toBe('Breach DV-12 (2): initial width')
  })
})
