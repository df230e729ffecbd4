import { hasValue, type RasterCells } from './cells-raster'

export const MAX_GEOJSON_CELLS = 250_000

/** What every feature says beside its value: which view, at which time, in which unit. */
export type CellsMeta = { view: string; time: string | null; unit: string }

export type CellsGeoJson =
  { ok: true; text: string; features: number } | { ok: false; message: string }

const lonLatText = ([lon, lat]: [number, number]) => `[${lon.toFixed(7)},${lat.toFixed(7)}]`

/** The cells with a value as RFC 7946 polygons in lon/lat (counter-clockwise rings). */
export function cellsGeoJson(
  cells: RasterCells,
  values: ArrayLike<number>,
  meta: CellsMeta,
  toLonLat: (xy: readonly [number, number]) => [number, number],
): CellsGeoJson {
  let valued = 0
  for (let cell = 0; cell < cells.count; cell += 1) {
    if (hasValue(values[(cells.ids[cell] ?? 0) - 1])) valued += 1
  }
  if (valued > MAX_GEOJSON_CELLS) {
    const count = valued.toLocaleString('en')
    return {
      ok: false,
      message: `${count} cells have a value; GeoJSON is written for at most ${MAX_GEOJSON_CELLS.toLocaleString('en')}. Take the GeoTIFF instead.`,
    }
  }
  const shared = `"view":${JSON.stringify(meta.view)},"time":${JSON.stringify(meta.time)},"unit":${JSON.stringify(meta.unit)}`
  const features: string[] = []
  for (let cell = 0; cell < cells.count; cell += 1) {
    const id = cells.ids[cell] ?? 0
    const value = values[id - 1]
    if (!hasValue(value)) continue
    const [x0, y0, x1, y1] = [
      cells.xmin[cell] ?? 0,
      cells.ymin[cell] ?? 0,
      cells.xmax[cell] ?? 0,
      cells.ymax[cell] ?? 0,
    ]
    const corners: [number, number][] = [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
      [x0, y0],
    ]
    const ring = corners.map((corner) => lonLatText(toLonLat(corner))).join(',')
    features.push(
      `{"type":"Feature","geometry":{"type":"Polygon","coordinates":[[${ring}]]},"properties":{"cell":${id},"value":${Number(value.toPrecision(6))},${shared}}}`,
    )
  }
  const text = `{"type":"FeatureCollection","features":[${features.join(',\n')}]}\n`
  return { ok: true, text, features: features.length }
}
