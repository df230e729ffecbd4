import { describe, expect, it } from 'vitest'
import { cellCrossings } from './cell-crossings'
import { cellsAlong, NO_CELL, type QuadCorners } from './cells-along'
import { lonLatAt } from './line-across-cells'
import { lineOfParam, lineParam } from './line-param'
import { lineLength, sampleLine, type XY } from './line-samples'
import { lineValuesAt } from './line-values'
import { sideViewCsv, sideViewRows } from './side-view-rows'

/** Three rows of three 10 m cells from (100, 200); place = row × 3 + column. */
function threeByThree(): QuadCorners {
  const corners = new Float32Array(9 * 8)
  for (let place = 0; place < 9; place += 1) {
    const [x0, y0] = [(place % 3) * 10, Math.floor(place / 3) * 10]
    corners.set([x0, y0, x0 + 10, y0, x0, y0 + 10, x0 + 10, y0 + 10], place * 8)
  }
  return { places: 9, origin: [100, 200], corners }
}

const BOTTOM = Float32Array.from([1, 1, 1, 2, 2.5, 3, 1, 1, 1])
// Place 3 wet (0.5 m), 4 dry at its bottom, 5 the platform's −9999.
const LEVEL = Float32Array.from([1, 1, 1, 2.5, 2.5, -9999, 1, 1, 1])

function sideView(line: XY[]) {
  const samples = sampleLine(line, 1)
  const places = cellsAlong(
    threeByThree(),
    samples.map(({ x, y }) => [x, y]),
  )
  const crossings = cellCrossings(samples, places)
  const asked = crossings.map((crossing) => crossing.place)
  return { samples, crossings, values: lineValuesAt(asked, LEVEL, BOTTOM) }
}

describe('side view along a line over a 3×3 grid', () => {
  it('crosses the middle row: where each cell starts, its bottom, and no level where dry', () => {
    const { crossings, values } = sideView([
      [101, 215],
      [129, 215],
    ])
    expect(crossings.map((c) => [c.distance, c.place])).toEqual([
      [0, 3],
      [9, 4],
      [19, 5],
      [28, 5],
    ])
    const rows = sideViewRows(crossings, values, null)
    expect(rows.map((row) => [row.cell, row.bottom, row.level])).toEqual([
      [4, 2, 2.5],
      [5, 2.5, null],
      [6, 3, null],
      [6, 3, null],
    ])
  })

  it('adds the distance over every vertex, in metres of the plane', () => {
    const line: XY[] = [
      [105, 205],
      [125, 205],
      [125, 225],
    ]
    expect(lineLength(line)).toBe(40)
    const { samples, crossings } = sideView(line)
    expect(samples.at(-1)).toEqual({ distance: 40, x: 125, y: 225 })
    expect(crossings.map((c) => [c.distance, c.place])).toEqual([
      [0, 0],
      [5, 1],
      [15, 2],
      [25, 5],
      [35, 8],
      [40, 8],
    ])
  })

  it("places the chart's cursor on the map between the crossings around its distance", () => {
    const { crossings } = sideView([
      [101, 215],
      [129, 215],
    ])
    const across = { crossings, lonLats: crossings.map(({ x, y }): XY => [x, y]), length: 28 }
    expect(lonLatAt(across, 14)).toEqual([115, 215])
    expect(lonLatAt(across, 0)).toEqual([101, 215])
    expect(lonLatAt(across, 40)).toEqual([129, 215])
  })

  it('finds no cell off the grid', () => {
    const { crossings, values } = sideView([
      [0, 0],
      [50, 0],
    ])
    expect(crossings.every((c) => c.place === NO_CELL)).toBe(true)
    expect(sideViewRows(crossings, values, null)[0]).toMatchObject({ cell: null, bottom: null })
  })

  it('writes the CSV with the compared run named', () => {
    const { crossings, values } = sideView([
      [101, 215],
      [129, 215],
    ])
    const compared = lineValuesAt([4, 4, 4, 4], Float32Array.from(LEVEL).fill(3), BOTTOM)
    const csv = sideViewCsv(sideViewRows(crossings, values, compared), 'run 7')
    expect(csv.split('\r\n').slice(0, 3)).toEqual([
      'distance (m),x (m),y (m),cell,bottom level (m),water level (m),"water level, run 7 (m)"',
      '0,101,215,4,2,2.5,3',
      '9,110,215,5,2.5,,3',
    ])
  })

  it('keeps the vertices in the address and refuses what is not a line', () => {
    const line: XY[] = [
      [4.1234567, 52.5],
      [4.2, 52.6],
    ]
    expect(lineParam(line)).toBe('4.123457_52.500000~4.200000_52.600000')
    expect(lineOfParam(lineParam(line))).toEqual([
      [4.123457, 52.5],
      [4.2, 52.6],
    ])
    expect(lineOfParam('4_52')).toEqual([])
    expect(lineOfParam('4_52~x_1')).toEqual([])
    expect(lineOfParam('')).toEqual([])
  })
})
