import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { preloadableLazy } from './preloadable-lazy'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>Loading…</p>}>{node}</Suspense>

describe('preloadableLazy', () => {
  it('renders at once, with no fallback, when its chunk was preloaded', async () => {
    const greeting = preloadableLazy(() => Promise.resolve(Greeting))
    await greeting.preload()
    render(inSuspense(<greeting.Component name="Ada" />))
    // Synchronously in the first commit: React.lazy would show the fallback here.
    expect(screen.getByText('Hello Ada')).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
  })

  it('suspends as React.lazy does when it was not, and loads once', async () => {
    let loads = 0
    const greeting = preloadableLazy(() => {
      loads += 1
      return Promise.resolve(Greeting)
    })
    render(inSuspense(<greeting.Component name="Grace" />))
    expect(screen.getByText('Loading…')).toBeTruthy()
    expect(await screen.findByText('Hello Grace')).toBeTruthy()
    await greeting.preload()
    expect(loads).toBe(1)
  })

  it('asks for a chunk again after a failed load', async () => {
    let attempt = 0
    const greeting = preloadableLazy(() => {
      attempt += 1
      return attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting)
    })
    await expect(greeting.preload()).rejects.toThrow('offline')
    await expect(greeting.preload()).resolves.toBe(Greeting)
  })
})
