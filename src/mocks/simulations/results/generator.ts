import type { ResultRun } from './run-input'

export type ResultFileGenerator = (run: ResultRun, filename: string) => Promise<Uint8Array>

/** In-process, loaded on first use: the generators stay out of the page's bundle. */
export const inProcessGenerator: ResultFileGenerator = async (run, filename) => {
  const { generateResultFile } = await import('./generate')
  return generateResultFile(run, filename)
}

/** In-process by default (Node: msw/node tests, the mock server); the browser demo swaps in a worker. */
let current: ResultFileGenerator = inProcessGenerator

export function setResultFileGenerator(generator: ResultFileGenerator): void {
  current = generator
}

/** The bytes of a result file, from whichever generator the backend runs with. */
export function produceResultFile(run: ResultRun, filename: string): Promise<Uint8Array> {
  return current(run, filename)
}
