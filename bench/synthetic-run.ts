import { writeNetcdf4, type NcSteps } from '../src/lib/netcdf/netcdf4-file'

export type SyntheticRun = {
  cells: number
  times: Float64Array
  /** How fast the front crosses the cells (a wider breach: faster). */
  speed?: number
  /** Whether the cell-centre velocity components are written too. */
  velocities?: boolean
}

/** A results file of a front crossing the cells: wet behind it, -9999 (dry) ahead of it. */
export function syntheticRun({
  cells,
  times,
  speed = 1,
  velocities = true,
}: SyntheticRun): Promise<Uint8Array> {
  const bottom = Float64Array.from({ length: cells }, (_, cell) => (cell % 97) / 50)
  const steps = (at: (k: number) => Float32Array): NcSteps => ({
    steps: times.length,
    places: cells,
    at,
  })
  const front = (k: number, cell: number) => (speed * k) / times.length - cell / cells
  const level = steps((k) =>
    Float32Array.from(bottom, (z, cell) => (front(k, cell) > 0 ? z + 3 * front(k, cell) : -9999)),
  )
  // Velocity is highest at the front.
  const velocity = (sign: number) =>
    steps((k) => Float32Array.from(bottom, (_, cell) => sign * Math.max(0, 1 - front(k, cell))))
  const cellValues = (name: string, data: NcSteps, units: string) => ({
    name,
    dimensions: ['time', 'nMesh2D_nodes'],
    data,
    attributes: { units, _FillValue: -9999 },
  })
  return writeNetcdf4({
    attributes: {},
    dimensions: [
      { name: 'time', size: times.length, unlimited: true },
      { name: 'nMesh2D_nodes', size: cells },
    ],
    variables: [
      {
        name: 'time',
        dimensions: ['time'],
        data: times,
        attributes: { units: 'seconds since 2026-01-01' },
      },
      {
        name: 'Mesh2DFace_zcc',
        dimensions: ['nMesh2D_nodes'],
        data: bottom,
        attributes: { units: 'm' },
      },
      cellValues('Mesh2D_s1', level, 'm'),
      ...(velocities
        ? [
            cellValues('Mesh2D_ucx', velocity(0.6), 'm s-1'),
            cellValues('Mesh2D_ucy', velocity(-0.8), 'm s-1'),
          ]
        : []),
    ],
  })
}
