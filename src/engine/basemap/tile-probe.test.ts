import { describe, expect, it } from 'vitest'
import { tileAt, tileUrl } from './tile-probe'

describe('tileAt', () => {
  it('numbers tiles as OpenStreetMap does', () => {
    // Amsterdam's well-known tile 10/525/336.
    expect(tileAt(4.9, 52.37, 10)).toEqual({ z: 10, x: 525, y: 336 })
    expect(tileAt(4.7, 52.01, 0)).toEqual({ z: 0, x: 0, y: 0 })
  })

  it('stays on the grid at its edges and rounds a fractional zoom down', () => {
    expect(tileAt(180, -89, 2.7)).toEqual({ z: 2, x: 3, y: 3 })
  })
})

describe('tileUrl', () => {
  it('fills the template', () => {
    expect(tileUrl('https://t.test/{z}/{x}/{y}.png', { z: 3, x: 4, y: 5 })).toBe(
      'https://t.test/3/4/5.png',
    )
  })
})
