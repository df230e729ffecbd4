import { expose, transfer } from 'comlink'
import { generateResultFile } from './generate'
import type { ResultRun } from './run-input'

const api = {
  async generate(run: ResultRun, filename: string): Promise<Uint8Array> {
    const bytes = await generateResultFile(run, filename)
    return transfer(bytes, [bytes.buffer])
  },
}

export type ResultGeneratorWorker = typeof api

expose(api)
