import { parseAllowedOrigins } from './mock-server/cors'
import { mockServerDefaults } from './mock-server/defaults'
import { DEFAULT_DATA_FILE } from './mock-server/file-world-store'
import { startMockServer } from './mock-server/start-mock-server'

/** `npm run mock-server`: the mock API for browser tests of the real-network path and any client. */
const port = Number(process.env.PORT ?? mockServerDefaults.port)
const storagePort = Number(process.env.STORAGE_PORT ?? mockServerDefaults.storagePort)
const allowedOrigins = parseAllowedOrigins(process.env.ALLOWED_ORIGINS)
// `memory`: start from the seeded world and keep nothing (the browser tests' fresh server).
const dataFile = process.env.MOCK_DATA_FILE ?? DEFAULT_DATA_FILE
const kept = dataFile === 'memory' ? {} : { dataFile }

const server = await startMockServer({ port, storagePort, allowedOrigins, ...kept })
console.log(`Mock API     ${server.apiBaseUrl}`)
console.log(`Mock storage ${server.storageBaseUrl}`)
console.log('Demo accounts: modeller, outsider (their tokens are in the README)')
console.log(`CORS origins ${allowedOrigins.join(', ')}`)
console.log(
  dataFile === 'memory'
    ? 'Data         in memory only (MOCK_DATA_FILE=memory)'
    : `Data         ${dataFile} (kept across restarts; delete it, or MOCK_DATA_FILE=memory, for a fresh world)`,
)

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`${signal}: closing the mock server`)
  await server.close()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
