/**
 * Ports of the browser tests' servers. `E2E_PORT_OFFSET` moves all of them, so two checkouts can run
 * their browser tests on one machine at once without reusing each other's servers.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)

export const e2ePorts = {
  demo: 4173 + offset,
  real: 4174 + offset,
  api: 4010 + offset,
  storage: 4011 + offset,
  /** A real-mode static server a spec starts itself, whose policy names only the API. */
  apiOnlyPolicy: 4175 + offset,
  /** Prism serving the reference document: static examples, and generated from a fixed seed. */
  referenceStatic: 4012 + offset,
  referenceDynamic: 4013 + offset,
  /** The built app in real mode against each of them. */
  referenceStaticApp: 4176 + offset,
  referenceDynamicApp: 4177 + offset,
  /** Fixture basemap tiles (e2e/support/tile-server.ts): no test reaches the internet. */
  tiles: 4178 + offset,
}

export const demoOrigin = `http://127.0.0.1:${e2ePorts.demo}`
export const realOrigin = `http://127.0.0.1:${e2ePorts.real}`
export const apiOnlyPolicyOrigin = `http://127.0.0.1:${e2ePorts.apiOnlyPolicy}`
export const mockApiBaseUrl = `http://127.0.0.1:${e2ePorts.api}/v3`
export const mockStorageOrigin = `http://127.0.0.1:${e2ePorts.storage}`
export const referenceServers = {
  static: {
    apiBaseUrl: `http://127.0.0.1:${e2ePorts.referenceStatic}/v3`,
    appOrigin: `http://127.0.0.1:${e2ePorts.referenceStaticApp}`,
  },
  dynamic: {
    apiBaseUrl: `http://127.0.0.1:${e2ePorts.referenceDynamic}/v3`,
    appOrigin: `http://127.0.0.1:${e2ePorts.referenceDynamicApp}`,
  },
}
export const tilesOrigin = `http://127.0.0.1:${e2ePorts.tiles}`
/** Port 9 (discard): nothing listens there, so a sign-in against it cannot connect. */
export const unreachableApiOrigin = 'http://127.0.0.1:9'
