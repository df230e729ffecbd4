import { renderHook } from '@testing-library/react'
import type { Map as MaplibreMap } from 'maplibre-gl'
import { describe, expect, it, vi } from 'vitest'
import { useSelectionHighlight } from './use-selection-highlight'

function fakeMap() {
  const map = {
    style: {} as unknown,
    getSource: vi.fn(() => ({})),
    setFeatureState: vi.fn(),
  }
  return map
}

describe('useSelectionHighlight', () => {
  it('marks the selection and unmarks it on unmount', () => {
    const map = fakeMap()
    const selected = [{ category: 'breaches', id: 7 }] as const
    const { unmount } = renderHook(() =>
      useSelectionHighlight(map as unknown as MaplibreMap, selected, 'sources'),
    )
    expect(map.setFeatureState).toHaveBeenLastCalledWith(
      { source: expect.any(String), id: 7 },
      { selected: true },
    )
    unmount()
    expect(map.setFeatureState).toHaveBeenLastCalledWith(
      { source: expect.any(String), id: 7 },
      { selected: false },
    )
  })

  it('leaves a map alone that was removed before the cleanup (navigating away with a selection)', () => {
    const map = fakeMap()
    const selected = [{ category: 'breaches', id: 7 }] as const
    const { unmount } = renderHook(() =>
      useSelectionHighlight(map as unknown as MaplibreMap, selected, 'sources'),
    )
    // maplibre's remove() drops the style; getSource would then throw.
    map.style = undefined
    map.getSource.mockImplementation(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'getSource')")
    })
    expect(() => unmount()).not.toThrow()
  })
})
