const RD_NEW =
  '+proj=sterea +lat_0=52.15616055555555 +lon_0=5.38763888888889 +k=0.9999079 +x_0=155000 ' +
  '+y_0=463000 +ellps=bessel +towgs84=565.417,50.3319,465.552,-0.398957,0.343988,-1.8774,4.0725 ' +
  '+units=m +no_defs'

const TABLE: Record<number, string> = {
  28992: RD_NEW,
  4326: '+proj=longlat +datum=WGS84 +no_defs',
  3857:
    '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m ' +
    '+nadgrids=@null +no_defs',
  3035:
    '+proj=laea +lat_0=52 +lon_0=10 +x_0=4321000 +y_0=3210000 +ellps=GRS80 ' +
    '+towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
  2056:
    '+proj=somerc +lat_0=46.9524055555556 +lon_0=7.43958333333333 +k_0=1 +x_0=2600000 ' +
    '+y_0=1200000 +ellps=bessel +towgs84=674.374,15.056,405.346,0,0,0,0 +units=m +no_defs',
  31370:
    '+proj=lcc +lat_0=90 +lon_0=4.36748666666667 +lat_1=51.1666672333333 +lat_2=49.8333339 ' +
    '+x_0=150000.013 +y_0=5400088.438 +ellps=intl ' +
    '+towgs84=-106.8686,52.2978,-103.7239,0.3366,-0.457,1.8422,-1.2747 +units=m +no_defs',
  27700:
    '+proj=tmerc +lat_0=49 +lon_0=-2 +k=0.9996012717 +x_0=400000 +y_0=-100000 +ellps=airy ' +
    '+towgs84=446.448,-125.157,542.06,0.15,0.247,0.842,-20.489 +units=m +no_defs',
  5514:
    '+proj=krovak +lat_0=49.5 +lon_0=24.8333333333333 +alpha=30.2881397527778 +k=0.9999 ' +
    '+x_0=0 +y_0=0 +ellps=bessel +towgs84=589,76,480,0,0,0,0 +units=m +no_defs',
  2154:
    '+proj=lcc +lat_0=46.5 +lon_0=3 +lat_1=49 +lat_2=44 +x_0=700000 +y_0=6600000 +ellps=GRS80 ' +
    '+towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
}

/** ETRS89 / UTM zones 28N-38N are EPSG 25828-25838; WGS 84 / UTM 1N-60N 32601-32660, S 327xx. */
function utmDefinition(epsg: number): string | null {
  if (epsg >= 25828 && epsg <= 25838) {
    return `+proj=utm +zone=${epsg - 25800} +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs`
  }
  const zone = epsg % 100
  const hemisphere = Math.floor(epsg / 100)
  if ((hemisphere !== 326 && hemisphere !== 327) || zone < 1 || zone > 60) return null
  const south = hemisphere === 327 ? ' +south' : ''
  return `+proj=utm +zone=${zone}${south} +datum=WGS84 +units=m +no_defs`
}

export function crsDefinition(epsg: number): string | null {
  return TABLE[epsg] ?? utmDefinition(epsg)
}
