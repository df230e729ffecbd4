import { loadH5wasm } from '@/lib/h5wasm-loader'

let fileNumber = 0

/** A small results_hydro.nc shaped as api.md says (CF, UGRID meshes), for tests. */
export async function writeResultsNetcdf(steps = 4, outputStep = 300): Promise<Uint8Array> {
  const { h5wasm, module } = await loadH5wasm()
  fileNumber += 1
  const path = `/results-fixture-${fileNumber}.nc`
  const file = new h5wasm.File(path, 'w')
  try {
    file.create_attribute('Conventions', 'CF-1.6 UGRID-1.0')
    file.create_attribute('title', 'Test results')
    const times = Array.from({ length: steps }, (_, index) => index * outputStep)
    const time = file.create_dataset({ name: 'time', data: times, shape: [steps], dtype: '<f8' })
    time.create_attribute('units', 'seconds since 2026-11-21 00:00:00')
    time.create_attribute('standard_name', 'time')
    time.make_scale('time')
    const faces = file.create_dataset({ name: 'nMesh2D_faces', data: [0, 0, 0], shape: [3] })
    faces.make_scale('This is a netCDF dimension but not a netCDF variable.         3')
    const nodes = file.create_dataset({ name: 'nMesh1D_nodes', data: [0, 0], shape: [2] })
    nodes.make_scale('This is a netCDF dimension but not a netCDF variable.         2')
    for (const [name, dimension] of [
      ['Mesh2D', 2],
      ['Mesh1D', 1],
    ] as const) {
      const mesh = file.create_dataset({ name, data: [0], shape: [1], dtype: '<i4' })
      mesh.create_attribute('cf_role', 'mesh_topology')
      mesh.create_attribute('topology_dimension', dimension, null, '<i4')
    }
    const s1 = file.create_dataset({
      name: 'Mesh2D_s1',
      data: new Float64Array(steps * 3).fill(-5.2),
      shape: [steps, 3],
    })
    s1.create_attribute('units', 'm')
    s1.create_attribute('long_name', 'Water level')
    s1.create_attribute('mesh', 'Mesh2D')
    s1.attach_scale(0, '/time')
    s1.attach_scale(1, '/nMesh2D_faces')
    const q = file.create_dataset({
      name: 'Mesh1D_q',
      data: new Float64Array(steps * 2).fill(0.4),
      shape: [steps, 2],
    })
    q.create_attribute('units', 'm3 s-1')
    q.create_attribute('standard_name', 'discharge')
    q.create_attribute('mesh', 'Mesh1D')
    q.attach_scale(0, '/time')
    q.attach_scale(1, '/nMesh1D_nodes')
  } finally {
    file.close()
  }
  const bytes = module.FS.readFile(path)
  module.FS.unlink(path)
  return bytes
}
