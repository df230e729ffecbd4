import { describe, expect, it } from 'vitest'
import { DEPTH_CLASSES, DIFFERENCE_CLASSES } from '@/lib/results-file/colour-classes'
import { classUniforms, matrixWithOrigin, textureLayout } from './cell-values-layer'

describe('the cell layer’s uniforms', () => {
  it('pads the edges to the shader’s size and gives transparent classes alpha 0', () => {
    const { edges, colours } = classUniforms(DEPTH_CLASSES)
    expect(Array.from(edges.subarray(0, 2))).toEqual([Math.fround(0.02), Math.fround(0.1)])
    expect(colours[3]).toBe(0)
    expect(colours[7]).toBe(1)
    const difference = classUniforms(DIFFERENCE_CLASSES)
    expect(difference.colours[4 * 4 + 3]).toBe(0)
    expect(() => classUniforms({ ...DEPTH_CLASSES, edges: new Array(9).fill(0) })).toThrow(
      'At most 8 class edges',
    )
  })

  it('adds the origin back to the matrix in float64, before it becomes float32', () => {
    const scale = 2 ** 20
    const matrix = [scale, 0, 0, 0, 0, scale, 0, 0, 0, 0, 1, 0, -0.51 * scale, -0.33 * scale, 0, 1]
    const moved = matrixWithOrigin(matrix, [0.51, 0.33])
    // A corner 1e-6 east of the origin lands where the world coordinate would, to float32's digits.
    const x = (moved[0] ?? 0) * 1e-6 + (moved[12] ?? 0)
    expect(x).toBeCloseTo(scale * 1e-6, 6)
  })

  it('lays the places out in texture rows of at most 4096, two corner texels each', () => {
    expect(textureLayout(1_000_000, 8192)).toEqual({ width: 4096, rows: 245 })
    expect(textureLayout(10, 2048)).toEqual({ width: 1024, rows: 1 })
    expect(textureLayout(0, 2048)).toEqual({ width: 1024, rows: 1 })
    expect(() => textureLayout(1024 * 2048 + 1, 2048)).toThrow('at most 2097152 cells')
  })
})
