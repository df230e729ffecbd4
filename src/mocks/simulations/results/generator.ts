import type { ResultRun } from './run-input'

export type ResultFileGenerator = (run: ResultRun, filename: string) => Promise<Uint8Array>

/** In-process, loaded on first use: the generators stay out of the page's bundle. */
export const inProcessGenerator: ResultFileGenerator = async (run, filename) => {
  const { generateResultFile } = await import('./generate')
  return generateResultFile(run, filename)
}

export type GeneratorOptions = {
  /**
   * Start making a run's files when it ends, not when they are first asked for: only where
   * generating costs the thread that answers requests nothing and the files are wanted soon
   * (the demo's Web Worker). Default false.
   */
  startAtRunEnd?: boolean
}

/**
 * In-process by default (msw/node tests); the browser demo swaps in a Web Worker, the mock server
 * a worker thread (scripts/mock-server/result-files-thread.ts).
 */
let current: ResultFileGenerator = inProcessGenerator
let startAtRunEnd = false

export function setResultFileGenerator(
  generator: ResultFileGenerator,
  options: GeneratorOptions = {},
): void {
  current = generator
  startAtRunEnd = options.startAtRunEnd ?? false
}

/** Whether a run's files are made when it ends (the demo), rather than on first use. */
export function startsAtRunEnd(): boolean {
  return startAtRunEnd
}

/** The bytes of a result file, from whichever generator the backend runs with. */
export function produceResultFile(run: ResultRun, filename: string): Promise<Uint8Array> {
  return current(run, filename)
}
