import proj4 from 'proj4'
import { crsDefinition } from './crs-table'

export { crsDefinition } from './crs-table'

export type CrsConverter = {
  forward: (lonLat: readonly [number, number]) => [number, number]
  inverse: (xy: readonly [number, number]) => [number, number]
}

export type ModelCrs = { epsg: number | null; wkt?: string | null }

export function unknownCrsMessage(epsg: number | null): string {
  const name = epsg === null ? 'that has no EPSG code' : `EPSG:${epsg}`
  return `The model's coordinate system ${name} is not known to Polder: cells are not drawn`
}

/** The table first: a file's WKT may lack the datum shift, 100 m off (docs/records/0029-grid-crs-table-then-wkt.md). */
function definitionOf({ epsg, wkt }: ModelCrs): string | null {
  const known = epsg === null ? null : crsDefinition(epsg)
  if (known) return known
  if (!wkt) return null
  try {
    proj4(wkt)
    return wkt
  } catch {
    return null
  }
}

const converters = new Map<string, CrsConverter>()

export function crsConverter(crs: number | ModelCrs): CrsConverter {
  const model = typeof crs === 'number' ? { epsg: crs } : crs
  const key = `${model.epsg}:${model.wkt ?? ''}`
  const cached = converters.get(key)
  if (cached) return cached
  const definition = definitionOf(model)
  if (!definition) throw new Error(unknownCrsMessage(model.epsg))
  const converter = proj4('EPSG:4326', definition)
  const created: CrsConverter = {
    forward: ([lon, lat]) => converter.forward([lon, lat]) as [number, number],
    inverse: ([x, y]) => converter.inverse([x, y]) as [number, number],
  }
  converters.set(key, created)
  return created
}
