import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { createTestQueryClient, setupTestBackend } from '@/testing/render-with-backend'
import { modelKeys } from '@/api/models/queries'
import type { MapCategory } from '@/engine/map-style/map-categories'
import { mapInputOf, useMapSources, type ModelLayer } from './use-map-sources'

const backend = setupTestBackend()
const linkRequests = () => backend.sentTo(/\/geojson\//).map((url) => url.pathname)

function renderSources(modelId: number, visible: MapCategory[]) {
  const client = createTestQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const rendered = renderHook(
    (props: { visible: MapCategory[] }) => useMapSources(modelId, props.visible),
    { wrapper, initialProps: { visible } },
  )
  return { ...rendered, client }
}

const polder = () => backend.modelNamed('Zuidplaspolder')
const stateOf = (layers: ReturnType<typeof useMapSources>['layers'], category: MapCategory) =>
  layers.find((layer) => layer.category === category)?.state

describe('useMapSources', () => {
  it('fetches a link only for switched-on layers and hands the URL to the map', async () => {
    const { result, rerender } = renderSources(polder().id, ['levees'])
    expect(stateOf(result.current.layers, 'levees')).toEqual({ status: 'loading' })
    expect(stateOf(result.current.layers, 'cells')).toEqual({ status: 'off' })
    await waitFor(() => expect(stateOf(result.current.layers, 'levees')?.status).toBe('ready'))
    const levees = result.current.mapInputs.find((input) => input.category === 'levees')
    expect(levees?.url).toMatch(/^http:\/\/storage\.test\/mock-storage\/.+levees/)
    expect(linkRequests().every((path) => path.endsWith('/geojson/levees/'))).toBe(true)

    rerender({ visible: [] })
    expect(result.current.mapInputs.find((i) => i.category === 'levees')).toMatchObject({
      url: levees?.url,
      visible: false,
    })
  })

  it('renews an expired link once, then reports the layer as failed until retried', async () => {
    const { result, client } = renderSources(polder().id, ['weirs'])
    await waitFor(() => expect(stateOf(result.current.layers, 'weirs')?.status).toBe('ready'))
    const url = () => result.current.mapInputs.find((i) => i.category === 'weirs')?.url ?? ''
    backend.forgetRequests()

    act(() => result.current.reportFailure({ category: 'weirs', url: url(), status: 403 }))
    await waitFor(() =>
      expect(linkRequests()).toEqual([`/v3/hydromodels/${polder().id}/geojson/weirs/`]),
    )
    // The old link stays 'ready' while the renewal is under way: wait for the renewed answer, so
    // the second refusal is reported against the link the map now holds.
    const renewedUrl = () => {
      const key = [...modelKeys.artefact(polder().id, 'map-source'), 'weirs']
      const source = client.getQueryData<{ url?: string }>(key)
      return client.isFetching() === 0 ? source?.url : undefined
    }
    await waitFor(() => expect(url()).toBe(renewedUrl()))
    expect(stateOf(result.current.layers, 'weirs')?.status).toBe('ready')

    act(() => result.current.reportFailure({ category: 'weirs', url: url(), status: 403 }))
    expect(stateOf(result.current.layers, 'weirs')).toEqual({
      status: 'error',
      message: 'The download link was refused (403), also after renewing it.',
    })

    act(() => result.current.layers.find((layer) => layer.category === 'weirs')?.retry())
    await waitFor(() => expect(stateOf(result.current.layers, 'weirs')?.status).toBe('ready'))
    expect(linkRequests()).toHaveLength(2)
  })

  it('reads the cells from the grid administration, or from the geojson without one', async () => {
    const { result } = renderSources(polder().id, ['cells'])
    await waitFor(() => expect(stateOf(result.current.layers, 'cells')?.status).toBe('ready'))
    expect(result.current.mapInputs.find((i) => i.category === 'cells')).toMatchObject({
      url: expect.stringMatching(/gridadmin\.h5/),
      format: 'grid',
    })
    expect(linkRequests()).toEqual([])

    // A disabled model cannot be started, so it has no grid administration (api.md).
    const disabled = backend.modelNamed('Krimpenerwaard')
    const fallback = renderSources(disabled.id, ['cells'])
    await waitFor(() =>
      expect(stateOf(fallback.result.current.layers, 'cells')?.status).toBe('ready'),
    )
    expect(fallback.result.current.mapInputs.find((i) => i.category === 'cells')).toMatchObject({
      url: expect.stringMatching(/cells/),
      format: 'geojson',
    })
  })

  it('draws the cells from the grid link while the grid is read, and only then', () => {
    const link = 'https://store.test/gridadmin.h5'
    const layer = (category: MapCategory, state: ModelLayer['state']): ModelLayer => ({
      category,
      visible: true,
      state,
      retry: () => {},
    })
    expect(mapInputOf(layer('cells', { status: 'loading' }), link)).toEqual({
      category: 'cells',
      url: link,
      format: 'grid',
      visible: true,
    })
    expect(mapInputOf(layer('cells', { status: 'loading' }), null).url).toBeNull()
    // Read and found empty, or failed: nothing drawn, whatever link was seen.
    expect(mapInputOf(layer('cells', { status: 'empty' }), link).url).toBeNull()
    expect(mapInputOf(layer('cells', { status: 'error', message: 'no' }), link).url).toBeNull()
    // Other layers wait for their own source.
    expect(mapInputOf(layer('channels', { status: 'loading' }), link).url).toBeNull()
    const ready = { status: 'ready', url: `${link}?v=2`, format: 'grid' } as const
    expect(mapInputOf(layer('cells', ready), link).url).toBe(`${link}?v=2`)
  })
})
