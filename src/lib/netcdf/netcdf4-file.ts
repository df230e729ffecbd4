import { writeH5Bytes, type H5File } from '@/lib/h5-file'
import type { H5wasm } from '@/lib/h5wasm-loader'

type H5Dataset = InstanceType<H5wasm['Dataset']>

/** Numbers, or `string[]` for a `char` variable: one character per place. */
export type NcData = Float32Array | Float64Array | Int32Array | string[] | NcSteps

/** Written step by step, so a 10^6-cell file never holds all steps; steps are asked in order. */
export type NcSteps = { steps: number; places: number; at: (index: number) => Float32Array }

/** A bigint is written as int64 (the platform's ids); text as fixed-length, as netCDF writes it. */
export type NcAttributes = Record<string, string | number | bigint>

export type NcVariable = {
  name: string
  /** Dimension names, slowest first; `[]` is a scalar (a container of attributes). */
  dimensions: string[]
  data: NcData
  attributes?: NcAttributes
}

export type NcFileContent = {
  attributes: NcAttributes
  dimensions: NcDimension[]
  variables: NcVariable[]
}

export type NcDimension = { name: string; size: number; unlimited?: boolean }

const isSteps = (data: NcData): data is NcSteps => !Array.isArray(data) && !ArrayBuffer.isView(data)
const growsByStep = (data: NcData): data is NcSteps =>
  isSteps(data) && data.steps > 1 && data.places > 0

export const NETCDF_DIMENSION_ONLY = 'This is a netCDF dimension but not a netCDF variable.'

// h5wasm reads a dtype's letter as Python's struct does and ignores a width after it: '<f8' would
// be a float32 and '<i8' an int32.
const [INT32, INT64, FLOAT, DOUBLE] = ['<i', '<q', '<f', '<d']

const COMPRESS_FROM_ELEMENTS = 4096
const CHUNK_ELEMENTS = 262_144
const SMALL_STEP_ELEMENTS = 4096

/** NetCDF4 via h5wasm: each dimension a dimension scale attached to its variables. */
export function writeNetcdf4(content: NcFileContent): Promise<Uint8Array> {
  return writeH5Bytes((file) => {
    writeAttributes(file, content.attributes, null)
    const sizes = new Map(content.dimensions.map((dimension) => [dimension.name, dimension]))
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
      dataset.create_attribute('_Netcdf4Dimid', dimid, null, INT32)
      if (isCoordinate) writeAttributes(dataset, coordinate.attributes ?? {}, coordinate.data)
    })
    const stepped: { dataset: H5Dataset; steps: NcSteps }[] = []
    for (const variable of content.variables) {
      const isCoordinate =
        variable.dimensions.length === 1 && variable.dimensions[0] === variable.name
      if (isCoordinate) continue
      const dataset = createDataset(file, variable, sizes)
      writeAttributes(dataset, variable.attributes ?? {}, variable.data)
      variable.dimensions.forEach((dim, index) => dataset.attach_scale(index, `/${dim}`))
      if (growsByStep(variable.data)) stepped.push({ dataset, steps: variable.data })
    }
    writeLaterSteps(stepped)
  })
}

function writeLaterSteps(stepped: { dataset: H5Dataset; steps: NcSteps }[]) {
  const count = stepped.reduce((most, { steps }) => Math.max(most, steps.steps), 0)
  for (let index = 1; index < count; index += 1) {
    for (const { dataset, steps } of stepped) {
      if (index >= steps.steps) continue
      dataset.write_slice(
        [
          [index, index + 1],
          [0, steps.places],
        ],
        steps.at(index),
      )
    }
  }
}

function createDataset(
  file: H5File,
  { name, dimensions, data }: Pick<NcVariable, 'name' | 'dimensions' | 'data'>,
  sizes: Map<string, NcDimension>,
): H5Dataset {
  const shape = dimensions.map((dim) => sizes.get(dim)?.size ?? Number.NaN)
  const expected = shape.reduce((product, size) => product * size, 1)
  const length = isSteps(data) ? data.steps * data.places : data.length
  const fitsSteps = !isSteps(data) || (shape[0] === data.steps && shape[1] === data.places)
  if (expected !== length || !fitsSteps) {
    throw new Error(`${name}: ${length} values for ${expected} places`)
  }
  const unlimited = dimensions.map((dim) => sizes.get(dim)?.unlimited === true)
  const compress = length >= COMPRESS_FROM_ELEMENTS
  const grows = growsByStep(data)
  // HDF5 can grow only a chunked dataset; netCDF-4 chunks an unlimited dimension by one.
  const chunks =
    compress || grows || unlimited.some(Boolean)
      ? (fewPerStep(data, shape, unlimited) ??
        shape.map((size, index) =>
          index === shape.length - 1 ? Math.max(1, Math.min(size, CHUNK_ELEMENTS)) : 1,
        ))
      : undefined
  const maxshape = shape.map((size, index) => (unlimited[index] ? null : size))
  const dataset = file.create_dataset({
    name,
    data: isSteps(data) ? firstSteps(data) : data,
    shape: grows ? [1, data.places] : shape,
    ...(Array.isArray(data) ? { dtype: 'A1' } : {}),
    ...(unlimited.some(Boolean) || grows ? { maxshape } : {}),
    ...(chunks ? { chunks } : {}),
    ...(compress ? { compression: 'gzip' as const, compression_opts: 1 } : {}),
  })
  if (grows) dataset.resize(shape)
  return dataset
}

/** Whole steps of a few values (a rain raster's 3 × 3) share a chunk: one each is mostly index. */
function fewPerStep(data: NcData, shape: number[], unlimited: boolean[]): number[] | null {
  const perStep = shape.slice(1).reduce((product, size) => product * size, 1)
  if (isSteps(data) || !unlimited[0] || shape.length < 2 || perStep > SMALL_STEP_ELEMENTS) {
    return null
  }
  const steps = Math.max(1, Math.min(shape[0] ?? 1, Math.floor(SMALL_STEP_ELEMENTS / perStep)))
  return [steps, ...shape.slice(1)]
}

function firstSteps(data: NcSteps): Float32Array {
  if (data.places === 0 || data.steps === 0) return new Float32Array(0)
  return data.at(0)
}

function writeAttributes(
  target: H5File | H5Dataset,
  attributes: NcAttributes,
  data: NcData | null,
) {
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'string') {
      target.create_attribute(name, value, null, fixedLengthText(value))
    } else if (typeof value === 'bigint') {
      target.create_attribute(name, Number(value), null, INT64)
    } else if (name === '_FillValue' || name === 'missing_value') {
      // netCDF requires a fill value of the variable's own type.
      target.create_attribute(name, value, null, dtypeOf(data))
    } else {
      target.create_attribute(name, value, null, Number.isInteger(value) ? INT32 : DOUBLE)
    }
  }
}

function fixedLengthText(value: string): string {
  const bytes = new TextEncoder().encode(value).length
  // eslint-disable-next-line no-control-regex
  return `${/^[\x00-\x7f]*$/.test(value) ? 'A' : 'S'}${Math.max(1, bytes)}`
}

function dtypeOf(data: NcData | null): string {
  if (data instanceof Float32Array || (data !== null && isSteps(data))) return FLOAT
  if (data instanceof Int32Array) return INT32
  return DOUBLE
}
