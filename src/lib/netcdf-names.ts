/** netCDF-4 and HDF5 bookkeeping, not written by the file's author, so not shown. */
const BOOKKEEPING = new Set(['CLASS', 'NAME', 'DIMENSION_LIST', 'REFERENCE_LIST'])

export function isInternalAttribute(name: string): boolean {
  return name.startsWith('_') || BOOKKEEPING.has(name)
}

const MESH_IN_VARIABLE = /^(Mesh[12]D)/
const MESH_IN_DIMENSION = /^nMesh([12]D)_/

/** From names alone: the platform's results carry no UGRID topology variable. */
export function meshFromNames(variable: string, dimensions: readonly string[]): string | null {
  const named = MESH_IN_VARIABLE.exec(variable)?.[1]
  if (named) return named
  for (const dimension of dimensions) {
    const kind = MESH_IN_DIMENSION.exec(dimension)?.[1]
    if (kind) return `Mesh${kind}`
  }
  return null
}

export function meshDimensionOfName(mesh: string): number | null {
  const digit = /^Mesh([12])D$/.exec(mesh)?.[1]
  return digit === undefined ? null : Number(digit)
}
