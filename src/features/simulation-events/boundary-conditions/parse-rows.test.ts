import { describe, expect, it } from 'vitest'
import { parseRows, rowsText } from './parse-rows'

describe('parseRows', () => {
  it('reads tab, semicolon, space and comma separated rows, with decimal commas', () => {
    const text = '0\t0,5\n60;1,25\n120 2\n180,3.5\n'
    expect(parseRows(text, 's')).toEqual({
      values: [
        [0, 0.5],
        [60, 1.25],
        [120, 2],
        [180, 3.5],
      ],
      problems: [],
      skipped: [],
    })
  })

  it('skips a header row and empty rows, converts minutes and hours to seconds', () => {
    const parsed = parseRows('time\tlevel\n\n0\t1\n;\n,,\n\t\n1,5\t2\n', 'min')
    expect(parsed.values).toEqual([
      [0, 1],
      [90, 2],
    ])
    expect(parsed.skipped).toEqual([{ row: 1, message: 'Row 1: header "time\tlevel" skipped.' }])
    expect(parsed.problems).toEqual([])
    expect(parseRows('0\t1\n2\t3', 'h').values).toEqual([
      [0, 1],
      [7200, 3],
    ])
  })

  it('refuses row by row: text, a missing value, a third cell', () => {
    const parsed = parseRows('0\t1\n60\tabc\n120\n180\t1\t2\nnotes here\t4', 's')
    expect(parsed.values).toEqual([[0, 1]])
    expect(parsed.problems.map((p) => p.message)).toEqual([
      'Row 2: "abc" is not a number.',
      'Row 3: expected a time and a value, found 1 cell.',
      'Row 4: expected a time and a value, found 3 cells.',
      'Row 5: "notes here" is not a number.',
    ])
  })

  it('reads back what rowsText wrote', () => {
    const values: [number, number][] = [
      [0, -2.4],
      [1300, 0.3],
      [3600, 1e-3],
    ]
    expect(parseRows(rowsText(values), 's').values).toEqual(values)
  })
})
