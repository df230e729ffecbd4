import { beforeEach, vi } from 'vitest'

/** jsdom lays nothing out: each test gives the chart's box this size, so recharts draws. */
export function sizeChartBoxes(height: number) {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    )
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 800, height }),
    )
  })
}
