import type { Page } from './csp'

/** Share of the map canvas's pixels within 8 of `rgb`: the canvas as the page shows it. */
export async function shareOfColour(page: Page, rgb: readonly number[]): Promise<number> {
  const canvas = page.locator('canvas.maplibregl-canvas').first()
  const png = (await canvas.screenshot()).toString('base64')
  return page.evaluate(
    async ({ png, rgb }) => {
      const image = new Image()
      image.src = `data:image/png;base64,${png}`
      await image.decode()
      const board = document.createElement('canvas')
      board.width = image.width
      board.height = image.height
      const context = board.getContext('2d')
      if (!context) return 0
      context.drawImage(image, 0, 0)
      const { data } = context.getImageData(0, 0, image.width, image.height)
      let near = 0
      for (let i = 0; i < data.length; i += 4) {
        const close = [0, 1, 2].every((c) => Math.abs((data[i + c] ?? 0) - (rgb[c] ?? 0)) <= 8)
        if (close) near += 1
      }
      return near / (data.length / 4)
    },
    { png, rgb },
  )
}

/** The errors the page logs; a failed request prints one line of its own. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}
