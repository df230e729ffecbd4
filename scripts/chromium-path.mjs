import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const systemChromiums = ['/usr/bin/chromium', '/usr/bin/chromium-browser']

/**
 * Playwright's own Chromium when it was downloaded, else the system's; null when neither exists.
 * @returns {{ path: string, source: 'playwright' | 'system' } | null}
 */
export function findChromiumInstall() {
  const bundled = chromium.executablePath()
  if (bundled && existsSync(bundled)) return { path: bundled, source: 'playwright' }
  const system = systemChromiums.find((path) => existsSync(path))
  return system ? { path: system, source: 'system' } : null
}

/** @returns {string | null} */
export function findChromium() {
  return findChromiumInstall()?.path ?? null
}
