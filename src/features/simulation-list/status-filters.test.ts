import { describe, expect, it } from 'vitest'
import { statusList } from '@/api/list-definitions'
import { statusFilterLayout } from './status-filters'
import { filterChips, parseTexts, toTexts } from '@/api/filter-fields'

const specs = statusList.spec.params

describe('the status filters', () => {
  it('show the filters of the URL as the texts of the form', () => {
    const texts = toTexts(statusFilterLayout, {
      name: 'initialized',
      paused: true,
      exit_code__gt: 0,
    })
    expect(texts).toMatchObject({ status: 'paused', exit_code__gt: '0', exit_code: '' })
  })

  it('parse typed texts into filters, one option setting several params', () => {
    const { patch, errors } = parseTexts(statusFilterLayout, specs, {
      ...toTexts(statusFilterLayout, {}),
      status: 'running',
      exit_code__lte: ' 3 ',
    })
    expect(errors).toEqual([])
    expect(patch).toMatchObject({ name: 'initialized', paused: false, exit_code__lte: 3 })
    expect(patch.exit_code__gt).toBeUndefined()
  })

  it('leave an invalid text out of the filters and name its field', () => {
    const { patch, errors } = parseTexts(statusFilterLayout, specs, {
      ...toTexts(statusFilterLayout, {}),
      exit_code__gt: 'abc',
    })
    expect(errors).toEqual([['exit_code__gt', 'Enter a number, e.g. 0 or 2.']])
    expect(Object.hasOwn(patch, 'exit_code__gt')).toBe(false)
  })

  it('make one chip per chosen option and per param, with the params to remove', () => {
    expect(
      filterChips(statusFilterLayout, { name: 'initialized', paused: true, exit_code__gt: 0 }),
    ).toEqual([
      { key: 'status', text: 'Status: paused', params: ['name', 'paused'] },
      { key: 'exit_code__gt', text: 'Exit code >: 0', params: ['exit_code__gt'] },
    ])
  })
})
