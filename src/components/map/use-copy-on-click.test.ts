import { afterEach, describe, expect, it, vi } from 'vitest'
import { toastStore } from '@/lib/toasts'
import { copyPosition } from './use-copy-on-click'
import { pointerText } from './map-overlays'

const writeText = vi.fn<(text: string) => Promise<void>>()

afterEach(() => {
  toastStore.list().forEach((toast) => toastStore.dismiss(toast.id))
  vi.unstubAllGlobals()
})

describe('copying the pointer position', () => {
  it('writes lat/lon and RD metres, and says Copied', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: writeText.mockResolvedValue() } })
    const text = pointerText([5.38720621, 52.1551744], 28992)
    expect(text).toBe('52.15517° N, 5.38721° E; RD New (EPSG:28992): x 155000 m, y 463000 m')
    await copyPosition(text)
    expect(writeText).toHaveBeenCalledWith(text)
    expect(toastStore.list().map((toast) => toast.title)).toEqual(['Copied'])
  })

  it('says in words that the browser refused, with no error', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: writeText.mockRejectedValue(new Error('denied')) },
    })
    await copyPosition('52.00000° N, 4.50000° E')
    expect(toastStore.list()).toMatchObject([
      { tone: 'info', title: 'The browser did not allow copying' },
    ])
  })
})
