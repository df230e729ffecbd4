import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { ResultFileGenerator } from '@/mocks/simulations/results/generator'
import type { GenerateAnswer, GenerateRequest } from './result-files.worker'

type Waiting = { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }

/**
 * The mock server's result files, made in a worker thread started on first use: the NetCDF files
 * of the 10^6-cell model take seconds to write, and in-process every request would wait for them
 * (the demo's Web Worker does the same for the page). Requests are answered in the order asked.
 */
export function resultFilesThread(): { generate: ResultFileGenerator; close: () => Promise<void> } {
  let worker: Worker | undefined
  let lastId = 0
  const waiting = new Map<number, Waiting>()
  const failAll = (error: Error) => {
    waiting.forEach(({ reject }) => reject(error))
    waiting.clear()
  }
  const start = () => {
    const started = new Worker(new URL('./typescript-worker.mjs', import.meta.url), {
      name: 'result-files',
      workerData: {
        entry: new URL('./result-files.worker.ts', import.meta.url).href,
        tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)),
      },
    })
    // Never what keeps the process alive: the servers are.
    started.unref()
    started.on('message', (answer: GenerateAnswer) => {
      const asked = waiting.get(answer.id)
      waiting.delete(answer.id)
      if ('bytes' in answer) asked?.resolve(answer.bytes)
      else asked?.reject(new Error(answer.error))
    })
    const stopped = (error: Error) => {
      if (worker === started) worker = undefined
      failAll(error)
    }
    started.on('error', stopped)
    started.on('exit', (code) => stopped(new Error(`The result-file thread stopped (${code}).`)))
    return started
  }
  return {
    generate: (run, filename) =>
      new Promise((resolve, reject) => {
        worker ??= start()
        lastId += 1
        waiting.set(lastId, { resolve, reject })
        worker.postMessage({ id: lastId, run, filename } satisfies GenerateRequest)
      }),
    close: async () => {
      const running = worker
      worker = undefined
      failAll(new Error('The mock server closed.'))
      await running?.terminate()
    },
  }
}
