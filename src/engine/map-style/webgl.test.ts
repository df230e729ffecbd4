import { describe, expect, it } from 'vitest'
import { supportsWebGl } from './webgl'

function fakeCanvas(contexts: Record<string, object | null>): () => HTMLCanvasElement {
  const canvas = { getContext: (kind: string) => contexts[kind] ?? null }
  // A structural stand-in: only getContext is ever called.
  return () => canvas as unknown as HTMLCanvasElement
}

describe('supportsWebGl', () => {
  it('accepts WebGL2 or WebGL1', () => {
    expect(supportsWebGl(fakeCanvas({ webgl2: { getExtension: () => null } }))).toBe(true)
    expect(supportsWebGl(fakeCanvas({ webgl: { getExtension: () => null } }))).toBe(true)
  })

  it('says no when neither context exists or the canvas throws', () => {
    expect(supportsWebGl(fakeCanvas({}))).toBe(false)
    expect(
      supportsWebGl(() => {
        throw new Error('no canvas')
      }),
    ).toBe(false)
  })
})
