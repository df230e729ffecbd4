import { wrap, type Remote } from 'comlink'
import type { ResultFileGenerator } from './generator'
import type { ResultGeneratorWorker } from './generator.worker'

/**
 * A generator that runs in a Web Worker, started on the first result file asked for. msw runs
 * the demo's handlers on the page, so without it a large NetCDF would freeze the page.
 */
export function workerResultFileGenerator(): ResultFileGenerator {
  let remote: Remote<ResultGeneratorWorker> | undefined
  return (run, filename) => {
    remote ??= wrap<ResultGeneratorWorker>(
      new Worker(new URL('./generator.worker.ts', import.meta.url), {
        type: 'module',
        name: 'result-files',
      }),
    )
    return remote.generate(run, filename)
  }
}
