import { isWetDepth, NO_VALUE, NOT_DRAWN } from './colour-classes'

export function maximumOver(steps: Iterable<Float32Array>): Float32Array {
  let maximum: Float32Array | null = null
  for (const step of steps) {
    if (maximum === null) {
      maximum = Float32Array.from(step)
      continue
    }
    if (step.length !== maximum.length) {
      throw new Error(`The steps differ in size: ${maximum.length} and ${step.length} places.`)
    }
    for (let place = 0; place < step.length; place += 1) {
      const value = step[place] ?? Number.NaN
      const highest = maximum[place] ?? Number.NaN
      // `!(value <= highest)` also takes the value when the maximum so far is NaN.
      if (!Number.isNaN(value) && !(value <= highest)) maximum[place] = value
    }
  }
  return maximum ?? new Float32Array(0)
}

export function highestOf(series: Float32Array): number | null {
  let highest: number | null = null
  for (const value of series) {
    if (!Number.isNaN(value) && (highest === null || value > highest)) highest = value
  }
  return highest
}

export const BECAME_WET = 1
export const BECAME_DRY = 2

export type DepthDifference = {
  difference: Float32Array
  marks: Uint8Array
  becameWet: number
  becameDry: number
}

function gridMismatch(a: number, b: number): string {
  return `The two runs have different grids: ${a.toLocaleString('en')} and ${b.toLocaleString('en')} cells.`
}

export function depthDifference(a: Float32Array, b: Float32Array): DepthDifference {
  if (a.length !== b.length) throw new Error(gridMismatch(a.length, b.length))
  const difference = new Float32Array(a.length)
  const marks = new Uint8Array(a.length)
  let becameWet = 0
  let becameDry = 0
  for (let cell = 0; cell < a.length; cell += 1) {
    const before = a[cell] ?? Number.NaN
    const after = b[cell] ?? Number.NaN
    difference[cell] = after - before
    if (Number.isNaN(before) || Number.isNaN(after)) continue
    const wetBefore = isWetDepth(before)
    const wetAfter = isWetDepth(after)
    if (!wetBefore && wetAfter) {
      marks[cell] = BECAME_WET
      becameWet += 1
    } else if (wetBefore && !wetAfter) {
      marks[cell] = BECAME_DRY
      becameDry += 1
    }
  }
  return { difference, marks, becameWet, becameDry }
}

export type DrawnDifference = DepthDifference & { noValues: number }

/** B − A as the map draws it: NO_VALUE where a run has none, NOT_DRAWN where both runs are dry. */
export function drawnDifference(a: Float32Array, b: Float32Array): DrawnDifference {
  const made = depthDifference(a, b)
  let noValues = 0
  for (let cell = 0; cell < a.length; cell += 1) {
    const [before, after] = [a[cell] ?? Number.NaN, b[cell] ?? Number.NaN]
    if (Number.isNaN(before) || Number.isNaN(after)) {
      made.difference[cell] = NO_VALUE
      noValues += 1
    } else if (!isWetDepth(before) && !isWetDepth(after)) made.difference[cell] = NOT_DRAWN
  }
  return { ...made, noValues }
}
