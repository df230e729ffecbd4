// A worker thread running a TypeScript module (`workerData.entry`) of this project. Node 20 does
// not run a worker's entry through the loader tsx registered for the main thread, so this plain
// module registers it (with the project's tsconfig, for the `@/` paths) and imports the entry.
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register({ tsconfig: workerData.tsconfig })
await import(workerData.entry)
