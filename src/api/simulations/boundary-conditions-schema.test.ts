import { describe, expect, it } from 'vitest'
import { boundaryConditionsFileCreate } from './boundary-conditions-schema'
import { normaliseUploadFilename } from './upload-filename'

describe('normaliseUploadFilename (api.md "Boundary conditions file")', () => {
  it.each([
    ['boundary_conditions_bergermeer.json', 'boundary_conditions_bergermeer.json'],
    ['  spaced name.json  ', 'spaced_name.json'],
    ['two  spaces.json', 'two__spaces.json'],
    ['rivier (2024) #3.json', 'rivier_2024_3.json'],
    ['dash-and_under.score.json', 'dash-and_under.score.json'],
    ['über/../bc.json', 'über..bc.json'],
    ['\ttab.json', 'tab.json'],
    ['()', ''],
  ])('%j → %j', (typed, stored) => {
    expect(normaliseUploadFilename(typed)).toBe(stored)
  })

  it('refuses a name with nothing left after normalising, or over 255 characters', () => {
    expect(boundaryConditionsFileCreate.safeParse({ filename: ' ()' }).success).toBe(false)
    expect(
      boundaryConditionsFileCreate.safeParse({ filename: `${'a'.repeat(252)}.json` }).success,
    ).toBe(false)
    expect(boundaryConditionsFileCreate.safeParse({ filename: 'bc.json' }).success).toBe(true)
  })
})
