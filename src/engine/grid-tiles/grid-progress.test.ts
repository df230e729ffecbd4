import { describe, expect, it } from 'vitest'
import { gridProgressText } from './grid-progress'

describe("the grid's first read, in words", () => {
  it('says which step it is at and how far', () => {
    expect(gridProgressText(undefined)).toBe("Reading the model's grid…")
    expect(gridProgressText({ step: 'reading', percent: 45 })).toBe(
      "Reading the model's grid… 45 %",
    )
    expect(gridProgressText({ step: 'preparing', percent: 41 })).toBe('Preparing 2D cells… 41 %')
  })
})
