import { describe, expect, it } from 'vitest'
import type { Model } from '@/api/models/schema'
import { modelRecord } from '@/testing/model-record'
import { modelIdParam, modelOptionLabel, startableModels } from './model-choice'

type Flags = Pick<Model, 'inp_success' | 'disabled' | 'inactive_inpy_versions'>

const model = (id: number, flags: Partial<Flags> = {}): Model => modelRecord(id, flags)

describe('model choice', () => {
  it('reads only positive whole ids from ?model=', () => {
    expect(modelIdParam('12')).toBe(12)
    for (const raw of [null, '', '0', '-3', '1.5', 'abc']) expect(modelIdParam(raw)).toBeNull()
  })

  it('offers only startable models, adding a requested one the list left out', () => {
    const listed = [model(1), model(2, { disabled: true })]
    expect(startableModels(listed, undefined).map((m) => m.id)).toEqual([1])
    expect(startableModels(listed, model(7)).map((m) => m.id)).toEqual([7, 1])
    expect(startableModels(listed, model(8, { inp_success: false })).map((m) => m.id)).toEqual([1])
    expect(startableModels(listed, model(1)).map((m) => m.id)).toEqual([1])
  })

  it('labels a model on inactive versions as such', () => {
    expect(modelOptionLabel(model(1))).toBe('Model 1 (#1)')
    expect(modelOptionLabel(model(6, { inactive_inpy_versions: true }))).toBe(
      'Model 6 (#6) · inactive versions',
    )
  })
})
