import { numbersOf } from '@/lib/h5-numbers'
import type { H5wasm } from '@/lib/h5wasm-loader'

export type H5Group = InstanceType<H5wasm['Group']>
export type H5Dataset = InstanceType<H5wasm['Dataset']>

/** An attribute as text; null when absent or unreadable (a reader shows what it can). */
export function attributeText(entity: H5Group | H5Dataset, name: string): string | null {
  try {
    if (!Object.hasOwn(entity.attrs, name)) return null
    const value = entity.attrs[name]?.json_value
    if (typeof value === 'string') return value
    if (typeof value === 'number' || typeof value === 'bigint') return String(value)
    if (Array.isArray(value) && value.length === 1) return String(value[0])
    return value === null || value === undefined ? null : JSON.stringify(value)
  } catch {
    return null
  }
}

function baseName(path: string): string {
  return path.split('/').at(-1) ?? path
}

export function dimensionNames(dataset: H5Dataset, rank: number): string[] {
  return Array.from({ length: rank }, (_, index) => {
    try {
      const [scale] = dataset.get_attached_scales(index)
      return scale === undefined ? `dim${index}` : baseName(scale)
    } catch {
      return `dim${index}`
    }
  })
}

export function datasetsOf(group: H5Group, h5wasm: H5wasm, prefix = ''): [string, H5Dataset][] {
  const found: [string, H5Dataset][] = []
  for (const key of group.keys()) {
    const entity = group.get(key)
    if (entity instanceof h5wasm.Dataset) found.push([`${prefix}${key}`, entity])
    else if (entity instanceof h5wasm.Group) {
      found.push(...datasetsOf(entity, h5wasm, `${prefix}${key}/`))
    }
  }
  return found
}

export function valuesOf(dataset: H5Dataset): number[] {
  try {
    return numbersOf(dataset.value) ?? []
  } catch {
    return []
  }
}
