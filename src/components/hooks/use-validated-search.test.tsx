import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter } from 'react-router'
import { DomRouterProvider } from '@/components/dom-router-provider'
import { holdNavigations } from '@/testing/hold-navigations'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useValidatedSearch } from '@/components/hooks/use-validated-search'

const schema = z.object({
  q: z.string().catch(''),
  page: z.coerce.number().int().min(1).catch(1),
})

function renderSearchHook(initialEntry: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/list', element: children }], {
      initialEntries: [initialEntry],
    })
    return <DomRouterProvider router={router} />
  }
  const hook = renderHook(() => useValidatedSearch(schema), { wrapper })
  const location = () => {
    if (!router) throw new Error('router not rendered')
    return router.state.location
  }
  return { hook, location, history: () => router?.state.historyAction }
}

describe('useValidatedSearch', () => {
  it('reads valid params and replaces invalid ones with their defaults', () => {
    const { hook } = renderSearchHook('/list?q=dyke&page=zero')
    expect(hook.result.current[0]).toEqual({ q: 'dyke', page: 1 })
  })

  it('writes changes, drops defaults and keeps params it does not know', () => {
    const { hook, location } = renderSearchHook('/list?q=dyke&page=3&utm=mail')
    act(() => hook.result.current[1]({ q: '', page: 4 }))
    expect(location().search).toBe('?page=4&utm=mail')
    expect(hook.result.current[0]).toEqual({ q: '', page: 4 })
  })

  it('keeps unknown params even when they are named like Object.prototype members', () => {
    const { hook, location } = renderSearchHook('/list?constructor=1&__proto__=2&toString=3')
    act(() => hook.result.current[1]({ page: 2 }))
    expect(new URLSearchParams(location().search).toString()).toBe(
      'page=2&constructor=1&__proto__=2&toString=3',
    )
  })

  it('builds two updates made before a render on each other, so neither is lost', () => {
    const { hook, location } = renderSearchHook('/list?utm=mail')
    const update = hook.result.current[1]
    act(() => {
      update({ q: 'dyke' })
      update({ page: 3 }, { replace: true })
    })
    expect(location().search).toBe('?q=dyke&page=3&utm=mail')
  })

  it('pushes a history entry unless asked to replace', () => {
    const { hook, history } = renderSearchHook('/list')
    act(() => hook.result.current[1]({ page: 2 }))
    expect(history()).toBe('PUSH')
    act(() => hook.result.current[1]({ q: 'weir' }, { replace: true }))
    expect(history()).toBe('REPLACE')
  })

  it('drops an invalid param from the URL at once, replacing the entry, and keeps the rest', async () => {
    const { hook, location, history } = renderSearchHook('/list?q=dyke&page=zero&utm=mail')
    await waitFor(() => expect(location().search).toBe('?q=dyke&utm=mail'))
    expect(history()).toBe('REPLACE')
    expect(hook.result.current[0]).toEqual({ q: 'dyke', page: 1 })
  })
})

describe('useValidatedSearch, changes made faster than the router renders them', () => {
  it('a render of an older change does not undo a newer one asked meanwhile', async () => {
    let router: ReturnType<typeof createMemoryRouter> | undefined
    const wrapper = ({ children }: { children: ReactNode }) => {
      router ??= createMemoryRouter([{ path: '/list', element: children }], {
        initialEntries: ['/list'],
      })
      return <DomRouterProvider router={router} />
    }
    const hook = renderHook(() => useValidatedSearch(schema), { wrapper })
    if (!router) throw new Error('router not rendered')
    const { letThrough } = holdNavigations(router)
    hook.result.current[1]({ q: 'dyke' })
    hook.result.current[1]({ page: 3 })
    // The first change reaches the page while the second is still on its way…
    await letThrough()
    expect(hook.result.current[0]).toEqual({ q: 'dyke', page: 1 })
    // …and a third, asked now, builds on the second, not on what the page shows.
    hook.result.current[1]({ q: 'weir' })
    await letThrough()
    await letThrough()
    expect(router.state.location.search).toBe('?q=weir&page=3')
  })
})
