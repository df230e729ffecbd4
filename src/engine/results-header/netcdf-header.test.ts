import { describe, expect, it } from 'vitest'
import { loadH5wasm } from '@/lib/h5wasm-loader'
import { describeNetcdf } from './netcdf-header'
import { writeResultsNetcdf } from './results-netcdf.fixture'

async function describeBytes(bytes: Uint8Array) {
  const { h5wasm, module } = await loadH5wasm()
  module.FS.writeFile('/describe.nc', bytes)
  const file = new h5wasm.File('/describe.nc', 'r')
  try {
    return describeNetcdf(file, h5wasm)
  } finally {
    file.close()
    module.FS.unlink('/describe.nc')
  }
}

describe('describeNetcdf', () => {
  it('names the dimensions, the variables with units, the meshes and the time steps', async () => {
    const header = await describeBytes(await writeResultsNetcdf(5, 300))
    expect(header.attributes).toEqual(
      expect.arrayContaining([
        { name: 'Conventions', value: 'CF-1.6 UGRID-1.0' },
        { name: 'title', value: 'Test results' },
      ]),
    )
    expect(header.dimensions).toEqual(
      expect.arrayContaining([
        { name: 'time', size: 5 },
        { name: 'nMesh2D_faces', size: 3 },
        { name: 'nMesh1D_nodes', size: 2 },
      ]),
    )
    const variable = (name: string) => header.variables.find((entry) => entry.name === name)
    expect(variable('nMesh2D_faces')).toBeUndefined()
    expect(variable('Mesh2D_s1')).toEqual({
      name: 'Mesh2D_s1',
      dimensions: ['time', 'nMesh2D_faces'],
      shape: [5, 3],
      units: 'm',
      description: 'Water level',
      mesh: 'Mesh2D',
    })
    expect(variable('Mesh1D_q')).toMatchObject({ units: 'm3 s-1', description: 'discharge' })
    expect(header.meshes).toEqual(
      expect.arrayContaining([
        { name: 'Mesh2D', topologyDimension: 2, variables: 1 },
        { name: 'Mesh1D', topologyDimension: 1, variables: 1 },
      ]),
    )
    expect(header.timeAxes).toEqual([
      {
        name: 'time',
        units: 'seconds since 2026-11-21 00:00:00',
        count: 5,
        first: 0,
        last: 1200,
        shortestInterval: 300,
        longestInterval: 300,
        variables: ['Mesh1D_q', 'Mesh2D_s1'],
      },
    ])
  })
})
