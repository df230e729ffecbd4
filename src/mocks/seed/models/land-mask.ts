import realCoast from './real-coast.json'

/** Each grid place's cell id (row-major from the south-west), 0 where the centre lies at sea. */
export type LandMask = { ids: Int32Array; places: Int32Array; count: number }

type Box = [number, number, number, number]
const SEA = realCoast.sea as Box[]
const LAND = realCoast.land as [number, number][][]

/** At sea: inside the detailed coast's sea (public/basemap/context.geojson) and off its land. */
export function landMask(lonCentres: number[], latCentres: number[]): LandMask {
  const columns = lonCentres.length
  const ids = new Int32Array(columns * latCentres.length)
  let count = 0
  latCentres.forEach((lat, row) => {
    const atSea = seaOnRow(lat, lonCentres)
    for (let column = 0; column < columns; column += 1) {
      if (!atSea(column)) ids[row * columns + column] = ++count
    }
  })
  const places = new Int32Array(count)
  ids.forEach((id, place) => {
    if (id > 0) places[id - 1] = place
  })
  return { ids, places, count }
}

/** One scan line: the land's edge crossings at this latitude, counted even-odd from the west. */
function seaOnRow(lat: number, lons: number[]): (column: number) => boolean {
  const boxes = SEA.filter(([, south, , north]) => lat >= south && lat <= north)
  if (boxes.length === 0) return () => false
  const crossings: number[] = []
  for (const ring of LAND) {
    for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index++) {
      const [x1 = 0, y1 = 0] = ring[index] ?? []
      const [x2 = 0, y2 = 0] = ring[previous] ?? []
      if (y1 > lat !== y2 > lat) crossings.push(((x2 - x1) * (lat - y1)) / (y2 - y1) + x1)
    }
  }
  crossings.sort((a, b) => a - b)
  return (column) => {
    const lon = lons[column] ?? 0
    if (!boxes.some(([west, , east]) => lon >= west && lon <= east)) return false
    return crossings.filter((x) => lon < x).length % 2 === 0
  }
}
