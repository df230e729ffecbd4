export type XY = readonly [number, number]

export type LineSample = { distance: number; x: number; y: number }

export const lineLength = (vertices: readonly XY[]): number =>
  vertices.reduce((length, [x, y], index) => {
    const [px, py] = vertices[index - 1] ?? [x, y]
    return length + Math.hypot(x - px, y - py)
  }, 0)

/** Points every `spacing` along the line, and at each vertex so no bend is cut short. */
export function sampleLine(vertices: readonly XY[], spacing: number): LineSample[] {
  const first = vertices[0]
  if (!first) return []
  const samples: LineSample[] = [{ distance: 0, x: first[0], y: first[1] }]
  let before = 0
  for (let index = 1; index < vertices.length; index += 1) {
    const [x0, y0] = vertices[index - 1] ?? first
    const [x1, y1] = vertices[index] ?? first
    const length = Math.hypot(x1 - x0, y1 - y0)
    const steps = Math.max(1, Math.ceil(length / spacing))
    for (let step = 1; step <= steps; step += 1) {
      const part = step / steps
      samples.push({
        distance: before + length * part,
        x: x0 + (x1 - x0) * part,
        y: y0 + (y1 - y0) * part,
      })
    }
    before += length
  }
  return samples
}
