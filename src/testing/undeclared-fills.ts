import { afterAll } from 'vitest'
import { bytesSource } from '@/lib/h5-lazy-file'
import { writeNetcdf4 } from '@/lib/netcdf/netcdf4-file'
import { openResultsSession, type ResultsFileSession } from '@/lib/results-file/session'

export const NC_FILL_FLOAT = 9.969209968386869e36
export const NC_FILL_INT = -2147483647

const sessions: ResultsFileSession[] = []
afterAll(() => sessions.forEach((session) => session.close()))

export async function undeclaredFills(level: number[][], bottom: Int32Array | Float64Array) {
  const bytes = await writeNetcdf4({
    attributes: {},
    dimensions: [
      { name: 'time', size: level.length, unlimited: true },
      { name: 'nMesh2D_nodes', size: 6 },
    ],
    variables: [
      {
        name: 'time',
        dimensions: ['time'],
        data: Float64Array.from(level, (_, index) => index * 300),
        attributes: { units: 'seconds since 2026-11-28 00:00:00' },
      },
      {
        name: 'Mesh2D_s1',
        dimensions: ['time', 'nMesh2D_nodes'],
        data: Float32Array.from(level.flat()),
        attributes: { units: 'm' },
      },
      { name: 'Mesh2DFace_zcc', dimensions: ['nMesh2D_nodes'], data: bottom },
    ],
  })
  const session = await openResultsSession(bytesSource(bytes))
  sessions.push(session)
  return session
}
