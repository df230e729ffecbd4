import { z } from 'zod'

export const basemapEntry = z.strictObject({
  id: z.string().trim().min(1, 'id must not be empty'),
  name: z.string().trim().min(1, 'name must not be empty'),
  kind: z.enum(['map', 'aerial']),
  /** A raster template with {z}/{x}/{y}, or a MapLibre style URL. */
  url: z.string().url('url must be an absolute URL'),
  attribution: z.string(),
  maxzoom: z.number().int().min(0).max(24).optional(),
})
export type Basemap = z.infer<typeof basemapEntry>

export const basemapList = z
  .array(basemapEntry)
  .refine((list) => new Set(list.map((entry) => entry.id)).size === list.length, 'ids must differ')

const kadaster = 'Kaartgegevens © Kadaster (PDOK, CC BY 4.0)'

/** Open, keyless services: the Dutch national maps first, OpenStreetMap for elsewhere. */
export const defaultBasemaps: readonly Basemap[] = [
  {
    id: 'pdok-brt',
    name: 'PDOK BRT-Achtergrondkaart',
    kind: 'map',
    url: 'https://service.pdok.nl/brt/achtergrondkaart/wmts/v2_0/standaard/EPSG:3857/{z}/{x}/{y}.png',
    attribution: kadaster,
    maxzoom: 19,
  },
  {
    id: 'pdok-luchtfoto',
    name: 'PDOK Luchtfoto',
    kind: 'aerial',
    url: 'https://service.pdok.nl/hwh/luchtfotorgb/wmts/v1_0/Actueel_orthoHR/EPSG:3857/{z}/{x}/{y}.jpeg',
    attribution: `Luchtfoto © Beeldmateriaal Nederland; ${kadaster}`,
    maxzoom: 19,
  },
  {
    id: 'osm',
    name: 'OpenStreetMap',
    kind: 'map',
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors',
    maxzoom: 19,
  },
]

/** The old single `basemapUrl` is one map entry; with neither, the default list. */
export function basemapsOf(file: { basemaps?: Basemap[]; basemapUrl?: string }): Basemap[] {
  if (file.basemaps) return file.basemaps
  if (file.basemapUrl) {
    const host = new URL(file.basemapUrl.replace(/[{}]/g, '')).host
    return [
      { id: 'configured', name: host, kind: 'map', url: file.basemapUrl, attribution: `© ${host}` },
    ]
  }
  return [...defaultBasemaps]
}

export const NO_BASEMAP = 'none'

/** A listed id, 'none', or else the first map (old links said 'online' / 'offline'). */
export function resolveBasemapChoice(basemaps: readonly Basemap[], wanted: string | null): string {
  if (wanted === NO_BASEMAP || wanted === 'offline') return NO_BASEMAP
  if (basemaps.some((basemap) => basemap.id === wanted)) return wanted ?? NO_BASEMAP
  const first = basemaps.find((basemap) => basemap.kind === 'map') ?? basemaps[0]
  return first?.id ?? NO_BASEMAP
}
