import proj4 from 'proj4'

/** lon/lat (EPSG:4326) <-> a model's own coordinate system, both ways, by proj4. */
export type CrsConverter = {
  forward: (lonLat: readonly [number, number]) => [number, number]
  inverse: (xy: readonly [number, number]) => [number, number]
}

/** EPSG:28992 (RD New) with the seven-parameter datum shift of the EPSG database. */
const RD_NEW =
  '+proj=sterea +lat_0=52.15616055555555 +lon_0=5.38763888888889 +k=0.9999079 +x_0=155000 ' +
  '+y_0=463000 +ellps=bessel +towgs84=565.417,50.3319,465.552,-0.398957,0.343988,-1.8774,4.0725 ' +
  '+units=m +no_defs'

/** ETRS89 / UTM zones 28N-38N are EPSG 25828-25838. */
function utmDefinition(epsg: number): string | null {
  if (epsg < 25828 || epsg > 25838) return null
  return `+proj=utm +zone=${epsg - 25800} +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs`
}

/** The proj4 definition of the coordinate systems 3Di models use here; null when unknown. */
export function crsDefinition(epsg: number): string | null {
  if (epsg === 28992) return RD_NEW
  return utmDefinition(epsg)
}

const converters = new Map<number, CrsConverter>()

export function crsConverter(epsg: number): CrsConverter {
  const cached = converters.get(epsg)
  if (cached) return cached
  const definition = crsDefinition(epsg)
  if (!definition) throw new Error(`No projection for EPSG:${epsg}`)
  const converter = proj4('EPSG:4326', definition)
  const created: CrsConverter = {
    forward: ([lon, lat]) => converter.forward([lon, lat]) as [number, number],
    inverse: ([x, y]) => converter.inverse([x, y]) as [number, number],
  }
  converters.set(epsg, created)
  return created
}
