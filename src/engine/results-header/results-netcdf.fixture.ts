import { loadH5wasm } from '@/lib/h5wasm-loader'

let fileNumber = 0

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
    const resultVariable = (
      name: string,
      [places, dimension]: [number, string],
      fill: number,
      attributes: Record<string, string>,
    ) => {
      const data = new Float64Array(steps * places).fill(fill)
      const variable = file.create_dataset({ name, data, shape: [steps, places] })
      for (const [key, value] of Object.entries(attributes)) variable.create_attribute(key, value)
      variable.attach_scale(0, '/time')
      variable.attach_scale(1, dimension)
    }
    resultVariable('Mesh2D_s1', [3, '/nMesh2D_faces'], -5.2, {
      units: 'm',
      long_name: 'Water level',
      mesh: 'Mesh2D',
    })
    resultVariable('Mesh1D_q', [2, '/nMesh1D_nodes'], 0.4, {
      units: 'm3 s-1',
      standard_name: 'discharge',
      mesh: 'Mesh1D',
    })
  } finally {
    file.close()
  }
  const bytes = module.FS.readFile(path)
  module.FS.unlink(path)
  return bytes
}
