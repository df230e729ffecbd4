import { describe, expect, it } from 'vitest'
import { defaultBasemaps, NO_BASEMAP, resolveBasemapChoice, type Basemap } from './basemaps'

describe('resolveBasemapChoice', () => {
  it('keeps a listed id or none', () => {
    expect(resolveBasemapChoice(defaultBasemaps, 'pdok-luchtfoto')).toBe('pdok-luchtfoto')
    expect(resolveBasemapChoice(defaultBasemaps, NO_BASEMAP)).toBe(NO_BASEMAP)
  })

  it('starts on the first map, for nothing chosen, an unknown id or an old link', () => {
    for (const wanted of [null, 'gone', 'online']) {
      expect(resolveBasemapChoice(defaultBasemaps, wanted)).toBe('pdok-brt')
    }
    expect(resolveBasemapChoice(defaultBasemaps, 'offline')).toBe(NO_BASEMAP)
  })

  it('shows the outline when nothing is listed, and an aerial when only that is', () => {
    expect(resolveBasemapChoice([], null)).toBe(NO_BASEMAP)
    const aerial = defaultBasemaps.filter((basemap: Basemap) => basemap.kind === 'aerial')
    expect(resolveBasemapChoice(aerial, null)).toBe('pdok-luchtfoto')
  })
})
