import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './errors'
import { createQueryClient } from './query-client'

const serverError = () =>
  new ApiError({ kind: 'http', method: 'GET', url: 'http://api.test/v3/x/', status: 500 })

describe('createQueryClient', () => {
  it('leaves retries to the API client', () => {
    const client = createQueryClient()
    expect(client.getDefaultOptions().queries?.retry).toBe(false)
    expect(client.getDefaultOptions().mutations?.retry).toBe(false)
  })

  it('reports a failed refetch of data on screen, not a first load', async () => {
    const onBackgroundError = vi.fn()
    const client = createQueryClient({ onBackgroundError })
    const fail = () => Promise.reject(serverError())

    await client.fetchQuery({ queryKey: ['first'], queryFn: fail }).catch(() => undefined)
    expect(onBackgroundError).not.toHaveBeenCalled()

    client.setQueryData(['shown'], { id: 1 })
    await client
      .fetchQuery({ queryKey: ['shown'], queryFn: fail, staleTime: 0 })
      .catch(() => undefined)
    expect(onBackgroundError).toHaveBeenCalledTimes(1)
    expect(onBackgroundError.mock.calls[0]?.[0]).toBeInstanceOf(ApiError)
  })

  it('stays quiet about cancelled refetches', async () => {
    const onBackgroundError = vi.fn()
    const client = createQueryClient({ onBackgroundError })
    const aborted = new ApiError({ kind: 'aborted', method: 'GET', url: 'http://api.test/v3/x/' })
    client.setQueryData(['shown'], { id: 1 })
    await client
      .fetchQuery({ queryKey: ['shown'], queryFn: () => Promise.reject(aborted), staleTime: 0 })
      .catch(() => undefined)
    expect(onBackgroundError).not.toHaveBeenCalled()
  })
})
