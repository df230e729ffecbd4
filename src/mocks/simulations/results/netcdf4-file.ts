import { writeH5Bytes, type H5File } from '@/lib/h5-file'
import type { H5wasm } from '@/lib/h5wasm-loader'

type H5Dataset = InstanceType<H5wasm['Dataset']>

export type NcData = Float32Array | Float64Array | Int32Array
export type NcAttributes = Record<string, string | number>

export type NcVariable = {
  name: string
  /** Dimension names, slowest first; `[]` is a scalar (a container of attributes). */
  dimensions: string[]
  data: NcData
  attributes?: NcAttributes
}

export type NcFileContent = {
  attributes: NcAttributes
  /** In the order netCDF numbers them. */
  dimensions: { name: string; size: number }[]
  variables: NcVariable[]
}

/** How netCDF-4 marks a dimension that has no coordinate variable of its own. */
export const NETCDF_DIMENSION_ONLY = 'This is a netCDF dimension but not a netCDF variable.'

const COMPRESS_FROM_ELEMENTS = 4096
const CHUNK_ELEMENTS = 262_144

/**
 * A NetCDF4 file: HDF5 written with h5wasm, each dimension a dimension scale (a coordinate
 * variable of the same name, or a netCDF-style dimension-only dataset) attached to the variables
 * that use it, as netCDF-4 writes and reads them.
 */
export function writeNetcdf4(content: NcFileContent): Promise<Uint8Array> {
  return writeH5Bytes((file) => {
    writeAttributes(file, content.attributes, null)
    const sizes = new Map(content.dimensions.map(({ name, size }) => [name, size]))
    const coordinates = new Map(content.variables.map((variable) => [variable.name, variable]))
    content.dimensions.forEach(({ name, size }, dimid) => {
      const coordinate = coordinates.get(name)
      const isCoordinate = coordinate?.dimensions.length === 1 && coordinate.dimensions[0] === name
      const dataset = isCoordinate
        ? createDataset(file, coordinate, sizes)
        : createDataset(file, { name, dimensions: [name], data: new Float32Array(size) }, sizes)
      dataset.make_scale(
        isCoordinate ? name : `${NETCDF_DIMENSION_ONLY}${String(size).padStart(10)}`,
      )
      dataset.create_attribute('_Netcdf4Dimid', dimid, null, '<i4')
      if (isCoordinate) writeAttributes(dataset, coordinate.attributes ?? {}, coordinate.data)
    })
    for (const variable of content.variables) {
      const isCoordinate =
        variable.dimensions.length === 1 && variable.dimensions[0] === variable.name
      if (isCoordinate) continue
      const dataset = createDataset(file, variable, sizes)
      writeAttributes(dataset, variable.attributes ?? {}, variable.data)
      variable.dimensions.forEach((dim, index) => dataset.attach_scale(index, `/${dim}`))
    }
  })
}

function createDataset(
  file: H5File,
  { name, dimensions, data }: Pick<NcVariable, 'name' | 'dimensions' | 'data'>,
  sizes: Map<string, number>,
): H5Dataset {
  const shape = dimensions.map((dim) => sizes.get(dim) ?? Number.NaN)
  const expected = shape.reduce((product, size) => product * size, 1)
  if (expected !== data.length) {
    throw new Error(`${name}: ${data.length} values for ${expected} places`)
  }
  const last = shape.at(-1) ?? 1
  const compressed =
    data.length >= COMPRESS_FROM_ELEMENTS
      ? {
          compression: 'gzip' as const,
          compression_opts: 1,
          chunks: [...shape.slice(0, -1).map(() => 1), Math.min(last, CHUNK_ELEMENTS)],
        }
      : {}
  return file.create_dataset({ name, data, shape, ...compressed })
}

function writeAttributes(
  target: H5File | H5Dataset,
  attributes: NcAttributes,
  data: NcData | null,
) {
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'string') {
      target.create_attribute(name, value)
    } else if (name === '_FillValue' || name === 'missing_value') {
      // netCDF requires a fill value of the variable's own type.
      target.create_attribute(name, value, null, dtypeOf(data))
    } else {
      target.create_attribute(name, value, null, Number.isInteger(value) ? '<i4' : '<f8')
    }
  }
}

function dtypeOf(data: NcData | null): string {
  if (data instanceof Float32Array) return '<f4'
  if (data instanceof Int32Array) return '<i4'
  return '<f8'
}
