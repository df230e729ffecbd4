import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/errors'
import { downloadWithFreshLink, type LinkRequest } from './fresh-link-download'

const refused = (status: number) =>
  new ApiError({ kind: 'http', method: 'GET', url: 'http://storage.test/x', status })
const expired = () => refused(403)

function links() {
  let issued = 0
  return vi.fn(async (_request: LinkRequest) => ({
    get_url: `http://storage.test/f?v=${++issued}`,
  }))
}

describe('downloadWithFreshLink', () => {
  it('downloads through the link it was given', async () => {
    const getLink = links()
    const download = vi.fn(async () => new Blob(['hdf']))
    const blob = await downloadWithFreshLink({ getLink, download })
    expect(await blob.text()).toBe('hdf')
    expect(getLink).toHaveBeenCalledTimes(1)
    expect(getLink).toHaveBeenCalledWith({ fresh: false, signal: undefined })
  })

  it('asks for a fresh link once when the first one has expired', async () => {
    const getLink = links()
    const download = vi.fn(async (url: string) => {
      if (url.endsWith('v=1')) throw expired()
      return new Blob(['ok'])
    })
    const phases: string[] = []
    await downloadWithFreshLink({ getLink, download, onPhase: (phase) => phases.push(phase) })
    expect(getLink.mock.calls.map(([request]) => request.fresh)).toEqual([false, true])
    expect(phases).toEqual(['link', 'transfer', 'link', 'transfer'])
  })

  it('asks for a fresh link once when the store answers 404 at the first', async () => {
    const getLink = links()
    const download = vi.fn(async (url: string) => {
      if (url.endsWith('v=1')) throw refused(404)
      return new Blob(['ok'])
    })
    expect(await (await downloadWithFreshLink({ getLink, download })).text()).toBe('ok')
    expect(getLink.mock.calls.map(([request]) => request.fresh)).toEqual([false, true])
  })

  it('gives up after the fresh link is refused too', async () => {
    const getLink = links()
    const download = vi.fn(async () => {
      throw expired()
    })
    await expect(downloadWithFreshLink({ getLink, download })).rejects.toMatchObject({
      status: 403,
    })
    expect(getLink).toHaveBeenCalledTimes(2)
  })

  it('does not retry other failures', async () => {
    const getLink = links()
    const failure = new ApiError({ kind: 'network', method: 'GET', url: 'http://storage.test/x' })
    const download = vi.fn(async () => {
      throw failure
    })
    await expect(downloadWithFreshLink({ getLink, download })).rejects.toBe(failure)
    expect(getLink).toHaveBeenCalledTimes(1)
  })
})
