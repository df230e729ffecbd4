import { describe, expect, it } from 'vitest'
import { parseNumberRows } from './parse-number-rows'

const columns = { min: 2, max: 3, what: 'two or three numbers' }

describe('parseNumberRows', () => {
  it('reads rows of 2 to 3 numbers with decimal commas, skipping a header and blank rows', () => {
    const parsed = parseNumberRows('level;gate\n\n1,5;2\n;;\n0,25;3;4', columns)
    expect(parsed.rows).toEqual([
      [1.5, 2],
      [0.25, 3, 4],
    ])
    expect(parsed.skipped).toEqual([{ row: 1, message: 'Row 1: header "level;gate" skipped.' }])
    expect(parsed.problems).toEqual([])
  })

  it('refuses a row with too few cells or a cell that is no number, saying which', () => {
    const parsed = parseNumberRows('1\t2\n3\n4\tfour', columns)
    expect(parsed.rows).toEqual([[1, 2]])
    expect(parsed.problems).toEqual([
      { row: 2, message: 'Row 2: expected two or three numbers, found 1 cell.' },
      { row: 3, message: 'Row 3: "four" is not a number.' },
    ])
  })
})
