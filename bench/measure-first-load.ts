import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from '@playwright/test'
import { signedInPage } from './session'

export type FirstLoad = {
  path: string
  files: string[]
  bytes: number
  gzipBytes: number
  /** The scripts that carry each marker (see `markers`). */
  found: Record<MarkerName, string[]>
}

/**
 * Strings only one library's own code carries: maplibre's and recharts' CSS class prefixes, and
 * the HDF5 library's file-open call (h5wasm, the mock's and the gridadmin reader's).
 */
export const markers = {
  map: 'maplibregl-',
  chart: 'recharts-',
  hdf5: 'H5Fopen',
} as const
export type MarkerName = keyof typeof markers

function scriptsWith(marker: string, files: readonly string[], contents: readonly Buffer[]) {
  return files.filter((_, index) => contents[index]?.includes(marker))
}

/** Which markers occur anywhere in the build: a check for a marker the build lacks cannot fail. */
export function markersInBuild(distDir: string): Record<MarkerName, boolean> {
  const assets = readdirSync(join(distDir, 'assets')).filter((name) => name.endsWith('.js'))
  const contents = assets.map((name) => readFileSync(join(distDir, 'assets', name)))
  const has = (marker: string) => contents.some((body) => body.includes(marker))
  return { map: has(markers.map), chart: has(markers.chart), hdf5: has(markers.hdf5) }
}

/** Every script a page loads when opened directly in a fresh context, read back from the build. */
export async function measureFirstLoad(
  browser: Browser,
  appOrigin: string,
  distDir: string,
  path: string,
  ready: (page: Page) => Promise<void>,
): Promise<FirstLoad> {
  const { context, page } = await signedInPage(browser, appOrigin)
  const scripts = new Set<string>()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (response.url().startsWith(appOrigin) && url.pathname.endsWith('.js')) {
      scripts.add(url.pathname)
    }
  })
  await page.goto(`${appOrigin}${path}`)
  await ready(page)
  await page.waitForLoadState('networkidle')
  await context.close()
  const files = [...scripts].sort()
  const contents = files.map((file) => readFileSync(join(distDir, file)))
  const found = Object.fromEntries(
    Object.entries(markers).map(([name, marker]) => [name, scriptsWith(marker, files, contents)]),
  ) as Record<MarkerName, string[]>
  return {
    path,
    files,
    bytes: contents.reduce((total, body) => total + body.length, 0),
    gzipBytes: contents.reduce((total, body) => total + gzipSync(body).length, 0),
    found,
  }
}

/** The gzip bytes of the scripts of `load` that do not carry `marker` (the map page sans maplibre). */
export function gzipWithout(load: FirstLoad, distDir: string, marker: MarkerName): number {
  return load.files
    .filter((file) => !load.found[marker].includes(file))
    .reduce((total, file) => total + gzipSync(readFileSync(join(distDir, file))).length, 0)
}
