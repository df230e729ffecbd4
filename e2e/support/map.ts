import type { Page } from './csp'

/** The map draws on a canvas; its read-only test hook says when a layer is loaded and idle. */
export async function waitForLayer(page: Page, category: string) {
  await page.waitForFunction((name) => window.__polderMap?.isIdleWithLayer(name) === true, category)
}

/** A drawn potential breach at least 40 px inside the canvas, with its page pixel. */
export async function breachOnCanvas(page: Page) {
  return page.evaluate(() => {
    const hook = window.__polderMap
    const canvas = document.querySelector('canvas')?.getBoundingClientRect()
    if (!hook || !canvas) return null
    const inside = (p: { x: number; y: number }) =>
      p.x > canvas.left + 40 &&
      p.x < canvas.right - 40 &&
      p.y > canvas.top + 40 &&
      p.y < canvas.bottom - 40
    for (const id of hook.featureIds('breaches')) {
      const point = hook.featurePoint('breaches', id)
      if (point && inside(point)) return { id, ...point }
    }
    return null
  })
}
