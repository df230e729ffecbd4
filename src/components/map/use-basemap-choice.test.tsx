import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultBasemaps } from '@/config/basemaps'
import { RuntimeConfigContext } from '@/config/runtime-config-context'
import type { RuntimeConfig } from '@/config/runtime-config'
import { useBasemapChoice } from './use-basemap-choice'

const config: RuntimeConfig = {
  mode: 'demo',
  apiBaseUrl: null,
  basemaps: [...defaultBasemaps],
  deadlines: {},
}
const wrapper = ({ children }: { children: ReactNode }) => (
  <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>
)

afterEach(() => localStorage.clear())

describe('useBasemapChoice', () => {
  it('starts on the first map and keeps a choice per kind of map, across pages', () => {
    const results = renderHook(() => useBasemapChoice('results'), { wrapper })
    expect(results.result.current.chosen?.id).toBe('pdok-brt')
    act(() => results.result.current.choose('pdok-luchtfoto'))
    expect(results.result.current.chosen?.name).toBe('PDOK Luchtfoto')

    expect(renderHook(() => useBasemapChoice('results'), { wrapper }).result.current.value).toBe(
      'pdok-luchtfoto',
    )
    expect(renderHook(() => useBasemapChoice('model'), { wrapper }).result.current.value).toBe(
      'pdok-brt',
    )
  })

  it("follows the link's choice over the browser's, and writes both", () => {
    localStorage.setItem('polder.basemap.model', 'osm')
    const onChange = vi.fn()
    const model = renderHook(() => useBasemapChoice('model', { value: 'none', onChange }), {
      wrapper,
    })
    expect(model.result.current.chosen).toBeNull()
    act(() => model.result.current.choose('pdok-luchtfoto'))
    expect(onChange).toHaveBeenCalledWith('pdok-luchtfoto')
    expect(localStorage.getItem('polder.basemap.model')).toBe('pdok-luchtfoto')
  })
})
