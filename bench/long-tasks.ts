/** Injected before any page script: records main-thread tasks over 50 ms (Long Tasks API). */
export function recordLongTasks(): void {
  const durations: number[] = []
  Object.defineProperty(window, '__longTasks', { value: durations })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(entry.duration)
  }).observe({ type: 'longtask', buffered: true })
}

export type LongTaskSummary = { longest: number; blocking: number }

export function summariseLongTasks(durations: readonly number[]): LongTaskSummary {
  return {
    longest: Math.max(0, ...durations),
    blocking: durations.reduce((total, duration) => total + Math.max(0, duration - 50), 0),
  }
}
