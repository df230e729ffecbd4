import { writeH5Bytes, type H5File } from '@/lib/h5-file'
import type { H5wasm } from '@/lib/h5wasm-loader'

type Dimension = { name: string; size: number; unlimited: boolean }
type Variable = { type: string; name: string; dimensions: string[] }
type Attribute = { owner: string; name: string; value: string | number; dtype: string }
type Cdl = { dimensions: Dimension[]; variables: Variable[]; attributes: Attribute[] }

const DTYPES: Record<string, string> = { float: '<f4', double: '<f8', int: '<i4' }
const DIMENSION_ONLY = 'This is a netCDF dimension but not a netCDF variable.'

function attributeValue(text: string): { value: string | number; dtype: string } {
  if (text.startsWith('"')) return { value: text.slice(1, -1), dtype: 'S' }
  if (text.endsWith('LL')) return { value: Number(text.slice(0, -2)), dtype: '<i8' }
  if (text.endsWith('f')) return { value: Number(text.slice(0, -1)), dtype: '<f4' }
  return { value: Number(text), dtype: text.includes('.') ? '<f8' : '<i4' }
}

export function parseCdl(text: string): Cdl {
  const cdl: Cdl = { dimensions: [], variables: [], attributes: [] }
  for (const raw of text.split('\n')) {
    const line = raw.replace(/^\s*\/\/.*$/, '').trim()
    const dimension = /^(\w+) = (UNLIMITED|\d+) ;(?: \/\/ \((\d+) currently\))?$/.exec(line)
    const variable = /^(float|double|int) (\w+)(?:\(([\w, ]+)\))? ;$/.exec(line)
    const attribute = /^(?:string )?(\w*):(\w+) = (.+) ;$/.exec(line)
    if (dimension) {
      const [, name = '', size = '0', current = '0'] = dimension
      const unlimited = size === 'UNLIMITED'
      cdl.dimensions.push({ name, unlimited, size: Number(unlimited ? current : size) })
    } else if (variable) {
      const [, type = '', name = '', dims = ''] = variable
      const dimensions = dims ? dims.split(',').map((part) => part.trim()) : []
      cdl.variables.push({ type, name, dimensions })
    } else if (attribute) {
      const [, owner = '', name = '', value = ''] = attribute
      cdl.attributes.push({ owner, name, ...attributeValue(value) })
    }
  }
  return cdl
}

/** Values of a variable; a generator picks what matters (the time axes) and zeros the rest. */
export type CdlValues = (variable: string, size: number) => number[] | undefined

function writeAttributes(target: H5File | ReturnType<H5File['create_dataset']>, list: Attribute[]) {
  for (const { name, value, dtype } of list) {
    if (dtype === '<i8') target.create_attribute(name, value, null, dtype)
    else if (dtype === 'S') target.create_attribute(name, value)
    else target.create_attribute(name, value, null, dtype)
  }
}

function writeDataset(file: H5File, cdl: Cdl, variable: Variable, values: CdlValues) {
  const dimensions = variable.dimensions.map((name) => cdl.dimensions.find((d) => d.name === name))
  const shape = dimensions.map((dimension) => dimension?.size ?? 0)
  const size = shape.reduce((product, length) => product * length, 1)
  const data = values(variable.name, size) ?? new Array<number>(size).fill(0)
  const unlimited = dimensions.some((dimension) => dimension?.unlimited)
  return file.create_dataset({
    name: variable.name,
    data: variable.type === 'int' ? Int32Array.from(data) : Float64Array.from(data),
    shape,
    dtype: DTYPES[variable.type] ?? '<f8',
    ...(unlimited
      ? {
          maxshape: dimensions.map((dimension) =>
            dimension?.unlimited ? null : (dimension?.size ?? 0),
          ),
          chunks: shape.map((length) => Math.max(1, length)),
        }
      : {}),
  })
}

function writeCdl(file: H5File, h5wasm: H5wasm, cdl: Cdl, values: CdlValues) {
  writeAttributes(
    file,
    cdl.attributes.filter((attribute) => attribute.owner === ''),
  )
  for (const dimension of cdl.dimensions) {
    if (cdl.variables.some((variable) => variable.name === dimension.name)) continue
    // netCDF-4 writes an unlimited dimension without a variable of its own at length 0.
    const length = dimension.unlimited ? 0 : dimension.size
    const scale = file.create_dataset({
      name: dimension.name,
      data: new Float32Array(length),
      shape: [length],
      ...(dimension.unlimited ? { maxshape: [null], chunks: [1] } : {}),
    })
    scale.make_scale(`${DIMENSION_ONLY}${String(dimension.size).padStart(10)}`)
  }
  for (const variable of cdl.variables) {
    const dataset = writeDataset(file, cdl, variable, values)
    const own = cdl.attributes.filter((attribute) => attribute.owner === variable.name)
    writeAttributes(dataset, own)
    if (variable.dimensions[0] === variable.name) dataset.make_scale(variable.name)
  }
  for (const variable of cdl.variables) {
    const dataset = file.get(variable.name)
    if (!(dataset instanceof h5wasm.Dataset) || variable.dimensions[0] === variable.name) continue
    variable.dimensions.forEach((name, index) => dataset.attach_scale(index, `/${name}`))
  }
}

export function writeNetcdfOfCdl(text: string, values: CdlValues): Promise<Uint8Array> {
  const cdl = parseCdl(text)
  return writeH5Bytes((file, h5wasm) => writeCdl(file, h5wasm, cdl, values))
}
