import type { TestInfo } from '@playwright/test'
import { modeOf, signInAsModeller } from './app'
import { expect, type Page } from './csp'

/** Signed in on model 1's map page, once its heading shows. */
export async function openModelMap(page: Page, testInfo: TestInfo) {
  await page.goto('/models/1/map')
  await signInAsModeller(page, modeOf(testInfo))
  await expect(page.getByRole('heading', { name: 'Map of Zuidplaspolder' })).toBeVisible()
}

/** The map draws on a canvas; its read-only test hook says when a layer is loaded and idle. */
export async function waitForLayer(page: Page, category: string) {
  await page.waitForFunction((name) => window.__polderMap?.isIdleWithLayer(name) === true, category)
}

/**
 * A drawn feature of `category` at least 40 px inside its map's canvas, with its page pixel. A
 * page may hold several maps (the Events section): the canvas is the one the point lies in.
 */
export async function featureOnCanvas(page: Page, category: string) {
  return page.evaluate((name) => {
    const hook = window.__polderMap
    const canvases = [...document.querySelectorAll('canvas')].map((c) => c.getBoundingClientRect())
    if (!hook) return null
    const inside = (p: { x: number; y: number }) =>
      canvases.some(
        (canvas) =>
          p.x > canvas.left + 40 &&
          p.x < canvas.right - 40 &&
          p.y > canvas.top + 40 &&
          p.y < canvas.bottom - 40,
      )
    return hook.featurePoints(name).find(inside) ?? null
  }, category)
}

/** A drawn potential breach at least 40 px inside the canvas, with its page pixel. */
export function breachOnCanvas(page: Page) {
  return featureOnCanvas(page, 'breaches')
}
