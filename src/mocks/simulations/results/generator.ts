import type { ResultRun } from './run-input'

export type ResultFileGenerator = (run: ResultRun, filename: string) => Promise<Uint8Array>

/** In-process, loaded on first use: the generators stay out of the page's bundle. */
export const inProcessGenerator: ResultFileGenerator = async (run, filename) => {
  const { generateResultFile } = await import('./generate')
  return generateResultFile(run, filename)
}

/** In-process by default (Node: msw/node tests, the mock server); the browser demo swaps in a worker. */
let current: ResultFileGenerator = inProcessGenerator
let where: 'in-process' | 'off-thread' = 'in-process'

export function setResultFileGenerator(
  generator: ResultFileGenerator,
  runs: 'in-process' | 'off-thread' = 'in-process',
): void {
  current = generator
  where = runs
}

/** Whether generating costs the thread that answers requests nothing (the demo's worker). */
export function generatesOffThread(): boolean {
  return where === 'off-thread'
}

/** The bytes of a result file, from whichever generator the backend runs with. */
export function produceResultFile(run: ResultRun, filename: string): Promise<Uint8Array> {
  return current(run, filename)
}
