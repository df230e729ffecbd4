import { describe, expect, it } from 'vitest'
import { popupPlacement } from './popup-placement'

const map = { width: 400, height: 300 }
const popup = { width: 200, height: 120 }

describe('where the hover popup opens', () => {
  it('below right of the pointer where there is room', () => {
    expect(popupPlacement({ x: 50, y: 40 }, popup, map)).toEqual({ left: 62, top: 52 })
  })

  it('flips to the left and upwards near the right and bottom edges', () => {
    expect(popupPlacement({ x: 390, y: 290 }, popup, map)).toEqual({ left: 178, top: 158 })
  })

  it('stays inside the map where neither side has room', () => {
    const tall = { width: 200, height: 280 }
    const { left, top } = popupPlacement({ x: 200, y: 150 }, tall, map)
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top + tall.height).toBeLessThanOrEqual(map.height)
    expect(left + tall.width).toBeLessThanOrEqual(map.width)
    const wide = { width: 500, height: 50 }
    expect(popupPlacement({ x: 200, y: 150 }, wide, map).left).toBe(0)
  })
})
