/**
 * Writes the map's label glyphs, public/basemap/glyphs/Noto Sans Regular/0-255.pbf, so place
 * names render offline from the app's own origin (CSP font-src/connect-src 'self').
 *
 * Each glyph is a signed distance field drawn by @mapbox/tiny-sdf (what maplibre itself uses
 * for local glyphs) in Chromium, from the Noto Sans of @fontsource/noto-sans (OFL-1.1), with the
 * metrics maplibre expects of a glyph server (24 px, 3 px buffer, top from the em box's origin).
 *
 *   npx tsx scripts/build-map-glyphs.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import Pbf from 'pbf'
import { findChromium } from './chromium-path.mjs'

export const FONT_STACK = 'Noto Sans Regular'
const FONT = 'node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2'
const TINY_SDF = 'node_modules/@mapbox/tiny-sdf/index.js'
const OUTPUT = join(
  fileURLToPath(new URL('../public/basemap/glyphs/', import.meta.url)),
  FONT_STACK,
)
/** maplibre's alignment of TinySDF's baseline-relative top with server glyphs (glyph_manager). */
const TOP_ADJUSTMENT = 27

type Glyph = {
  id: number
  bitmap: number[]
  width: number
  height: number
  left: number
  top: number
  advance: number
}

async function drawGlyphs(): Promise<Glyph[]> {
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined })
  try {
    const page = await browser.newPage()
    const font = readFileSync(FONT).toString('base64')
    const tinySdf = readFileSync(TINY_SDF, 'utf8').replace('export default class', 'class')
    await page.addScriptTag({ content: `${tinySdf}\nwindow.TinySDF = TinySDF` })
    return await page.evaluate(
      async ({ font, topAdjustment }) => {
        const face = new FontFace('Glyphs', `url(data:font/woff2;base64,${font})`)
        document.fonts.add(await face.load())
        type Sdf = { draw: (char: string) => Record<string, number> & { data: Uint8ClampedArray } }
        const TinySDF = (window as unknown as { TinySDF: new (o: object) => Sdf }).TinySDF
        const sdf = new TinySDF({
          fontSize: 24,
          buffer: 3,
          radius: 8,
          cutoff: 0.25,
          fontFamily: 'Glyphs',
        })
        const glyphs = []
        for (let id = 32; id < 256; id += 1) {
          if (id >= 127 && id < 160) continue
          const g = sdf.draw(String.fromCharCode(id))
          glyphs.push({
            id,
            bitmap: [...g.data],
            width: g.glyphWidth ?? 0,
            height: g.glyphHeight ?? 0,
            left: g.glyphLeft ?? 0,
            top: (g.glyphTop ?? 0) - topAdjustment,
            advance: g.glyphAdvance ?? 0,
          })
        }
        return glyphs
      },
      { font, topAdjustment: TOP_ADJUSTMENT },
    )
  } finally {
    await browser.close()
  }
}

/** The glyphs protobuf of maplibre's style spec: glyphs { fontstack { name, range, glyph* } }. */
function encode(glyphs: Glyph[]): Uint8Array {
  const pbf = new Pbf()
  pbf.writeMessage(
    1,
    (_: unknown, out: Pbf) => {
      out.writeStringField(1, FONT_STACK)
      out.writeStringField(2, '0-255')
      for (const glyph of glyphs) {
        out.writeMessage(
          3,
          (__: unknown, g: Pbf) => {
            g.writeVarintField(1, glyph.id)
            if (glyph.width > 0) g.writeBytesField(2, Uint8Array.from(glyph.bitmap))
            g.writeVarintField(3, glyph.width)
            g.writeVarintField(4, glyph.height)
            g.writeSVarintField(5, Math.round(glyph.left))
            g.writeSVarintField(6, Math.round(glyph.top))
            g.writeVarintField(7, Math.round(glyph.advance))
          },
          undefined,
        )
      }
    },
    undefined,
  )
  return pbf.finish()
}

const glyphs = await drawGlyphs()
mkdirSync(OUTPUT, { recursive: true })
writeFileSync(join(OUTPUT, '0-255.pbf'), encode(glyphs))
console.log(`${glyphs.length} glyphs written to ${join(OUTPUT, '0-255.pbf')}`)
