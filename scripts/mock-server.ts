import { parseAllowedOrigins } from './mock-server/cors'
import { mockServerDefaults } from './mock-server/defaults'
import { startMockServer } from './mock-server/start-mock-server'

/** `npm run mock-server`: the mock API for browser tests of the real-network path and any client. */
const port = Number(process.env.PORT ?? mockServerDefaults.port)
const storagePort = Number(process.env.STORAGE_PORT ?? mockServerDefaults.storagePort)
const allowedOrigins = parseAllowedOrigins(process.env.ALLOWED_ORIGINS)

const server = await startMockServer({ port, storagePort, allowedOrigins })
console.log(`Mock API     ${server.apiBaseUrl}`)
console.log(`Mock storage ${server.storageBaseUrl}`)
console.log('Demo accounts: modeller, outsider (their tokens are in the README)')
console.log(`CORS origins ${allowedOrigins.join(', ')}`)

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
