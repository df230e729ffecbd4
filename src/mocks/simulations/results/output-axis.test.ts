import { describe, expect, it } from 'vitest'
import { modelCatalogue } from '@/mocks/seed/models/catalogue'
import { outputTimeStep } from './model-settings'
import {
  maxOutputTimes,
  MIN_OUTPUT_TIMES,
  outputAxisOf,
  RESULT_VALUE_BUDGET,
  valuesPerOutputTime,
} from './output-axis'
import { seededModel } from './sample-runs'

const HOUR = 3600
const models = modelCatalogue.map((_, index) => seededModel(index + 1))

describe('the output times of a run', () => {
  it.each(models.map((model) => [model.id, model.name, model] as const))(
    'model %i, %s: regular whole minutes from 0 that fit the hour, within its number',
    (_, __, model) => {
      const base = outputTimeStep(model)
      const most = maxOutputTimes(model)
      for (const endTime of [HOUR, 2 * HOUR, 3 * HOUR, 10 * HOUR, 24 * HOUR, 72 * HOUR, 5000]) {
        const { step, times } = outputAxisOf(model, endTime)
        expect(step % base).toBe(0)
        expect(step % 60).toBe(0)
        expect(HOUR % step === 0 || step % HOUR === 0).toBe(true)
        expect(times.at(-1)).toBe(endTime)
        times.slice(0, -1).forEach((time, index) => expect(time).toBe(index * step))
        expect(times.length).toBeLessThanOrEqual(most)
        // Never a coarser step than needed: the next finer one that fits the hour has too many.
        const finer = [...Array(step / base - 1).keys()]
          .map((k) => (k + 1) * base)
          .filter((candidate) => HOUR % candidate === 0 || candidate % HOUR === 0)
        finer.forEach((candidate) =>
          expect(Math.ceil(endTime / candidate) + 1).toBeGreaterThan(most),
        )
      }
    },
  )

  it('are chosen from the size of the grid: at least 13, more where the value budget allows', () => {
    const counts = Object.fromEntries(models.map((model) => [model.id, maxOutputTimes(model)]))
    expect(counts).toMatchObject({ 1: 19, 2: MIN_OUTPUT_TIMES, 3: 82, 18: MIN_OUTPUT_TIMES })
    models.forEach((model) => {
      expect(maxOutputTimes(model)).toBe(
        Math.max(MIN_OUTPUT_TIMES, Math.floor(RESULT_VALUE_BUDGET / valuesPerOutputTime(model))),
      )
    })
  })

  it('keep the 10^6-cell results under 300 MB even uncompressed', () => {
    const million = models.find((model) => model.fixture.cells === 1_000_000)
    if (!million) throw new Error('The demo has a 10^6-cell model')
    const rawBytes = maxOutputTimes(million) * valuesPerOutputTime(million) * 4
    expect(rawBytes).toBeLessThan(270e6)
    expect(outputAxisOf(million, 24 * HOUR)).toMatchObject({ step: 2 * HOUR })
    expect(outputAxisOf(million, 2 * HOUR).times).toHaveLength(13)
  })
})
