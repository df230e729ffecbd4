import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useNearViewport } from './use-near-viewport'

function Probe() {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref)
  return <div ref={ref}>{near ? 'near' : 'far'}</div>
}

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is true at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Probe />)
    expect(screen.getByText('near')).toBeInTheDocument()
  })

  it('turns true when the element comes near, and stops observing', () => {
    const callbacks: Callback[] = []
    const disconnect = vi.fn()
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback, options: IntersectionObserverInit) {
          expect(options.rootMargin).toBe('300px')
          callbacks.push(callback)
        }
        observe() {}
        disconnect = disconnect
      },
    )
    render(<Probe />)
    expect(screen.getByText('far')).toBeInTheDocument()
    act(() => callbacks[0]?.([{ isIntersecting: false }]))
    expect(screen.getByText('far')).toBeInTheDocument()
    act(() => callbacks[0]?.([{ isIntersecting: true }]))
    expect(screen.getByText('near')).toBeInTheDocument()
    expect(disconnect).toHaveBeenCalled()
  })
})
