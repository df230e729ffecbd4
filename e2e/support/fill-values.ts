import h5wasm from 'h5wasm'

/** netCDF's default fill of a float: what an unwritten cell holds in a file without _FillValue. */
export const NC_FILL_FLOAT = 9.969209968386869e36

let copies = 0

/**
 * A copy of a results_hydro.nc whose water level has no `_FillValue` and netCDF's default fill
 * in every third cell at every output time, as a writer that never wrote them leaves it.
 */
export async function withUnwrittenCells(bytes: Buffer): Promise<{ bytes: Buffer; cells: number }> {
  const { FS } = await h5wasm.ready
  copies += 1
  const path = `/unwritten-${copies}.nc`
  FS.writeFile(path, new Uint8Array(bytes))
  const file = new h5wasm.File(path, 'a')
  const level = file.get('Mesh2D_s1') as InstanceType<typeof h5wasm.Dataset>
  const [steps = 0, cells = 0] = level.shape ?? []
  level.delete_attribute('_FillValue')
  for (let step = 0; step < steps; step += 1) {
    const values = level.slice([[step, step + 1], []]) as Float32Array
    for (let cell = 0; cell < cells; cell += 3) values[cell] = NC_FILL_FLOAT
    level.write_slice([[step, step + 1], []], values)
  }
  file.close()
  const changed = Buffer.from(FS.readFile(path))
  FS.unlink(path)
  return { bytes: changed, cells }
}
