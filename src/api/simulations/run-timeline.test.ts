import { describe, expect, it } from 'vitest'
import { placeOnAxis } from '@/lib/timeline-axis'
import { breachRecord, rainRecord, timedControlRecord } from '@/testing/event-records'
import { timelineEvents } from './run-timeline'

const file = (filename: string) => ({ filename, state: 'processed', size: 100 })

const events = {
  breach: [breachRecord(40)],
  filerasterrain: [rainRecord],
  savedstates: [
    {
      id: 7,
      name: 'after peak',
      type: 'timed',
      created: null,
      expiry: null,
      time: 3000,
      tags: [],
      thresholds: [],
    },
  ],
  fileboundaryconditions: [],
  tablestructurecontrols: [],
  timedstructurecontrols: [timedControlRecord],
  initial_savedstate: null,
}

describe('timelineEvents', () => {
  const rows = timelineEvents(events, (id) => (id === 12 ? 'DV-12' : null))

  it('gives each event its span in run seconds and words', () => {
    expect(rows.map((row) => [row.label, row.span])).toEqual([
      ['Breach DV-12', { start: 600, end: 3600 }],
      ['Rain', { start: 0, end: 2700 }],
      ['Saved state after peak', { start: 3000, end: 3000 }],
      ['Control (timed): crest level of weir 21', { start: 1800, end: 10800 }],
    ])
  })

  it("names each event's key values", () => {
    expect(rows.map((row) => row.facts)).toEqual([
      'Breach DV-12: 40 m wide, max depth 3.5 m at 1 h',
      'Rain: intensity not known here, from 0 s to 45 min, every 15 min (storm.nc)',
      'Saved state after peak: at 50 min',
      'Control (timed): crest level of weir 21, from 30 min to 3 h',
    ])
  })

  it('links each row to its own item on the Events page', () => {
    expect(rows.map((row) => row.anchor)).toEqual([
      'breach-4',
      'rain-2',
      'saved-state-timed-7',
      'control-timed-9',
    ])
  })

  it("draws a control past the run's end cut, with a note", () => {
    const control = rows.find((row) => row.kind === 'control')
    expect(control?.span && placeOnAxis(control.span, 7200)).toEqual({
      drawn: true,
      from: 0.25,
      to: 1,
      note: "Runs until 3 h, past the run's end at 2 h: drawn cut at the end.",
    })
  })

  it("names rain's total and peak from the kept file's intensities, one per step", () => {
    const [rain] = timelineEvents({ filerasterrain: events.filerasterrain }, undefined, () => [
      12, 75.6, 4,
    ])
    expect(rain?.facts).toBe(
      'Rain: 22.9 mm, peak 75.6 mm/h, from 0 s to 45 min, every 15 min (storm.nc)',
    )
    expect(rain?.intensities).toEqual([12, 75.6, 4])
  })

  it("spans the boundary series from the kept file's times, else says where they are", () => {
    const boundary = {
      fileboundaryconditions: [{ id: 5, url: '/f/5/', state: 'valid', file: file('bc.json') }],
    }
    const known = timelineEvents(boundary, undefined, undefined, () => ({ start: 600, end: 2400 }))
    expect(known.map((row) => [row.span, row.facts])).toEqual([
      [
        { start: 600, end: 2400 },
        'Boundary conditions: series from 10 min to 40 min, file bc.json',
      ],
    ])
    expect(timelineEvents(boundary).map((row) => [row.span, row.untimed])).toEqual([
      [null, "its series' times are in the uploaded file"],
    ])
  })

  it('gives rain its time steps after its offset', () => {
    const rain = timelineEvents({ filerasterrain: [{ ...events.filerasterrain[0], offset: 600 }] })
    expect(rain[0]?.steps).toEqual([
      [600, 1500],
      [1500, 2400],
      [2400, 3300],
    ])
  })

  it('draws no step for the closing frame, from which no rain falls', () => {
    const closed = { ...events.filerasterrain[0], timestamps: [0, 900, 1800, 2700] }
    expect(timelineEvents({ filerasterrain: [closed] })[0]?.steps).toHaveLength(3)
  })

  it('says why rain not yet processed has no span, and names a breach without its name by id', () => {
    const rows = timelineEvents({
      filerasterrain: [{ id: 3, url: '/r/3/', file: { ...file('late.nc'), state: 'uploaded' } }],
      breach: events.breach,
    })
    expect(rows.map((row) => [row.label, row.span, row.untimed])).toEqual([
      ['Breach 12', { start: 600, end: 3600 }, null],
      ['Rain', null, 'late.nc is not processed yet: its times are not known'],
    ])
  })

  it('has no rows for a run with only initial conditions', () => {
    expect(timelineEvents({ breach: [], initial_savedstate: null })).toEqual([])
  })
})
