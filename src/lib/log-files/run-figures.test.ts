import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readLogZip } from './log-zip'
import { runFiguresOf } from './run-figures'

const FACTS = join(__dirname, '../../../test-data/platform/facts/log-zip')

function figuresOfZip(name: string) {
  const reading = readLogZip(new Uint8Array(readFileSync(join(FACTS, name))))
  if (!reading.ok) throw new Error(reading.reason)
  return runFiguresOf(reading.entries)
}

describe('runFiguresOf, on the platform’s files', () => {
  it('reads a current run’s flow_summary.json: volume error, water in and out in m3', () => {
    const text = readFileSync(join(FACTS, 'current/flow_summary.json'), 'utf8')
    const reading = runFiguresOf([{ name: 'flow_summary.json', size: text.length, text }])
    expect(reading).toEqual({
      ok: true,
      figures: {
        volumeError: expect.objectContaining({ value: 2.668e-6, unit: 'm3' }),
        waterIn: expect.closeTo(308674.8941, 4),
        waterOut: 0,
        volumeUnit: 'm3',
      },
    })
  })

  it('reads a core 2.0 run’s flow_summary.log from its log ZIP', () => {
    const reading = figuresOfZip('bwn-test-1d2d-core-2.0.zip')
    expect(reading.ok && reading.figures.volumeError?.value).toBe(0.8582e-6)
    expect(reading.ok && reading.figures.waterIn).toBeCloseTo(12279.6475, 4)
    expect(reading.ok && reading.figures.waterOut).toBe(0)
  })

  it('says when the logs hold no flow summary, or one it cannot read', () => {
    const crashed = [{ name: 'iteration.log', size: 0, text: '' }]
    expect(runFiguresOf(crashed)).toEqual({
      ok: false,
      reason: 'The logs hold no flow summary.',
    })
    const broken = [{ name: 'flow_summary.json', size: 1, text: '{' }]
    expect(runFiguresOf(broken).ok).toBe(false)
  })
})
