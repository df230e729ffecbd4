import { parentPort } from 'node:worker_threads'
import { generateResultFile } from '@/mocks/simulations/results/generate'
import type { ResultRun } from '@/mocks/simulations/results/run-input'

export type GenerateRequest = { id: number; run: ResultRun; filename: string }
export type GenerateAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string }

/** The mock server's result files, made off the thread that answers requests (h5wasm, fflate). */
parentPort?.on('message', ({ id, run, filename }: GenerateRequest) => {
  generateResultFile(run, filename).then(
    (bytes) =>
      parentPort?.postMessage({ id, bytes } satisfies GenerateAnswer, [
        bytes.buffer as ArrayBuffer,
      ]),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error)
      parentPort?.postMessage({ id, error: message } satisfies GenerateAnswer)
    },
  )
})
