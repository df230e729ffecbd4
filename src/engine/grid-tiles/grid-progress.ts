import type { GridProgress } from './grid-tiles-api'

/** The grid's first read takes seconds at a million cells: each step says how far it is. */
export function gridProgressText(progress: GridProgress | undefined): string {
  if (!progress) return "Reading the model's grid…"
  return progress.step === 'reading'
    ? `Reading the model's grid… ${progress.percent} %`
    : `Preparing 2D cells… ${progress.percent} %`
}
