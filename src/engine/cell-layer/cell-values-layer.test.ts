import { describe, expect, it } from 'vitest'
import { DEPTH_CLASSES, DIFFERENCE_CLASSES } from '@/lib/results-file/colour-classes'
import { classUniforms, matrixWithOrigin } from './cell-values-layer'
import { textureLayout } from './place-textures'
import { rasterFits, warpIndices } from './raster-upload'

describe('the cell layer’s uniforms', () => {
  it('pads the edges to the shader’s size and gives transparent classes alpha 0', () => {
    const { edges, colours } = classUniforms(DEPTH_CLASSES)
    expect(Array.from(edges.subarray(0, 2))).toEqual([Math.fround(0.02), Math.fround(0.1)])
    expect(colours[3]).toBe(0)
    expect(colours[7]).toBe(1)
    const difference = classUniforms(DIFFERENCE_CLASSES)
    expect(difference.colours[6 * 4 + 3]).toBe(0)
    expect(() => classUniforms({ ...DEPTH_CLASSES, edges: new Array(13).fill(0) })).toThrow(
      'At most 12 class edges',
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

describe('the raster path’s warp mesh', () => {
  it('draws two counter-clockwise triangles per lattice square, in 16 bits while they fit', () => {
    const indices = warpIndices(2)
    expect(indices).toBeInstanceOf(Uint16Array)
    expect(indices).toHaveLength(2 * 2 * 6)
    // The south-west square of a 3 × 3 lattice, then its east neighbour.
    expect(Array.from(indices.subarray(0, 12))).toEqual([0, 1, 3, 3, 1, 4, 1, 2, 4, 4, 2, 5])
    expect(Math.max(...warpIndices(64))).toBe(65 * 65 - 1)
    expect(warpIndices(256)).toBeInstanceOf(Uint32Array)
  })

  it('takes the raster path only when the GPU holds the raster as one texture', () => {
    expect(rasterFits({ width: 8192, height: 100 }, 8192)).toBe(true)
    expect(rasterFits({ width: 8192, height: 100 }, 4096)).toBe(false)
    expect(rasterFits({ width: 100, height: 4097 }, 4096)).toBe(false)
  })
})
