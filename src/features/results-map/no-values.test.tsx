import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NO_VALUE, NOT_DRAWN } from '@/lib/results-file/colour-classes'
import { noValueCount } from '@/lib/results-file/map-values'
import { NoValuesStatus, noValuesNote } from './no-values'
import type { DrawnValues } from './use-map-values'

const drawn = (values: number[]): DrawnValues => {
  const array = Float32Array.from(values)
  return { values: array, marks: null, noValues: noValueCount(array) }
}

describe('cells the results file has no value for', () => {
  it('says a file without any value is missing data, not a dry model', () => {
    render(<NoValuesStatus view="depth" drawn={drawn([NO_VALUE, NO_VALUE, NO_VALUE])} />)
    expect(screen.getByRole('status')).toHaveTextContent(
      'The results file has no values at this output time' +
        'Every cell holds a fill value, so nothing is drawn: this is missing data, not a dry model.',
    )
  })

  it('says nothing over the map of a dry run, whose cells all have a value', () => {
    render(<NoValuesStatus view="depth" drawn={drawn([NOT_DRAWN, NOT_DRAWN])} />)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('counts the cells without a value under the legend when only some are', () => {
    const some = drawn([NO_VALUE, 0.5, NOT_DRAWN, NO_VALUE])
    expect(noValuesNote('depth', some)).toBe(
      '2 of 4 cells have no value in the results file at this output time; they are not drawn.',
    )
    expect(noValuesNote('maximum', some)).toMatch(/ over the run; /)
    expect(noValuesNote('depth', drawn([0.5, NOT_DRAWN]))).toBeNull()
  })
})
