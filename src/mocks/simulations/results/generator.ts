import type { ResultRun } from './run-input'

export type ResultFileGenerator = (run: ResultRun, filename: string) => Promise<Uint8Array>

/** In-process, loaded on first use: the generators stay out of the page's bundle. */
export const inProcessGenerator: ResultFileGenerator = async (run, filename) => {
  const { generateResultFile } = await import('./generate')
  return generateResultFile(run, filename)
}

export type GeneratorOptions = {
  /** Start at run end only where that costs the answering thread nothing (the demo's worker). */
  startAtRunEnd?: boolean
}

/** In-process by default; the demo swaps in a Web Worker, the mock server a worker thread. */
let current: ResultFileGenerator = inProcessGenerator
let startAtRunEnd = false

export function setResultFileGenerator(
  generator: ResultFileGenerator,
  options: GeneratorOptions = {},
): void {
  current = generator
  startAtRunEnd = options.startAtRunEnd ?? false
}

export function startsAtRunEnd(): boolean {
  return startAtRunEnd
}

export function produceResultFile(run: ResultRun, filename: string): Promise<Uint8Array> {
  return current(run, filename)
}
