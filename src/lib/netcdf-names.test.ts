import { describe, expect, it } from 'vitest'
import { isInternalAttribute, meshDimensionOfName, meshFromNames } from './netcdf-names'

describe('meshFromNames', () => {
  it('reads the mesh from the variable name, else from a mesh dimension', () => {
    expect(meshFromNames('Mesh2D_s1', ['time', 'nMesh2D_nodes'])).toBe('Mesh2D')
    expect(meshFromNames('Mesh1DNode_id', ['nMesh1D_nodes'])).toBe('Mesh1D')
    expect(meshFromNames('Mesh1D_q_pump', ['time', 'nPumps'])).toBe('Mesh1D')
    expect(meshFromNames('substance1_2D', ['time', 'nMesh2D_nodes'])).toBe('Mesh2D')
    expect(meshFromNames('projected_coordinate_system', [])).toBeNull()
    expect(meshDimensionOfName('Mesh1D')).toBe(1)
  })
})

describe('isInternalAttribute', () => {
  it("hides netCDF-4's and HDF5's bookkeeping, not the author's attributes", () => {
    for (const name of [
      '_NCProperties',
      '_Netcdf4Dimid',
      '_nc3_strict',
      'DIMENSION_LIST',
      'CLASS',
    ]) {
      expect(isInternalAttribute(name)).toBe(true)
    }
    expect(isInternalAttribute('threedicore_version')).toBe(false)
  })
})
