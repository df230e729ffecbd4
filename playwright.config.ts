import { defineConfig } from '@playwright/test'
import {
  demoOrigin,
  e2ePorts,
  mockApiBaseUrl,
  mockStorageOrigin,
  realOrigin,
  unreachableApiOrigin,
  apiOnlyPolicyOrigin,
  referenceServers,
  tilesOrigin,
} from './e2e/ports'
import { fixtureBasemaps } from './e2e/support/fixture-basemaps'
import { findChromiumInstall } from './scripts/chromium-path.mjs'

const chromium = findChromiumInstall()
const isCI = Boolean(process.env.CI)
// Every server's config.json lists the fixture basemaps: no test reaches the internet.
const basemaps = fixtureBasemaps
const demoConfig = JSON.stringify({ mode: 'demo', basemaps })
const realConfig = JSON.stringify({ mode: 'real', apiBaseUrl: mockApiBaseUrl, basemaps })
const referenceSpecs = '**/*.reference.spec.ts'

/**
 * Prism serving docs/spec/openapi-reference.yaml (`npm run reference-server`), and the built app
 * in real mode against it: a server made from the reference alone, which no one here wrote.
 */
function referenceServer(mode: keyof typeof referenceServers, prismArgs: string) {
  const { apiBaseUrl, appOrigin } = referenceServers[mode]
  const api = new URL(apiBaseUrl)
  return [
    {
      command: `npm run reference-server -- --port ${api.port} ${prismArgs}`.trim(),
      url: `${apiBaseUrl}/organisations/`,
      reuseExistingServer: !isCI,
    },
    {
      command: 'tsx scripts/serve-dist.ts',
      env: {
        PORT: new URL(appOrigin).port,
        CONFIG: JSON.stringify({ mode: 'real', apiBaseUrl, basemaps }),
      },
      url: `${appOrigin}/config.json`,
      reuseExistingServer: !isCI,
    },
  ]
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      // Playwright's own Chromium needs no path; a system one does. No GPU flags: the map needs WebGL.
      executablePath: chromium?.source === 'system' ? chromium.path : undefined,
      args: ['--headless=new'],
    },
  },
  projects: [
    // `*.demo.spec.ts` and `*.real.spec.ts` need one mode; every other spec runs in both.
    {
      name: 'demo',
      testIgnore: ['**/*.real.spec.ts', referenceSpecs],
      use: { baseURL: demoOrigin },
    },
    {
      name: 'real-network',
      testIgnore: ['**/*.demo.spec.ts', referenceSpecs],
      use: { baseURL: realOrigin },
    },
    // `*.reference.spec.ts`: the real app against Prism, its examples and a seeded generation.
    {
      name: 'reference-static',
      testMatch: referenceSpecs,
      use: { baseURL: referenceServers.static.appOrigin },
    },
    {
      name: 'reference-dynamic',
      testMatch: referenceSpecs,
      use: { baseURL: referenceServers.dynamic.appOrigin },
    },
  ],
  webServer: [
    {
      command: 'tsx scripts/serve-dist.ts',
      env: { PORT: String(e2ePorts.demo), CONFIG: demoConfig },
      url: `${demoOrigin}/config.json`,
      reuseExistingServer: !isCI,
    },
    {
      command: 'tsx scripts/serve-dist.ts',
      env: {
        PORT: String(e2ePorts.real),
        CONFIG: realConfig,
        // The object store of get_url/put_url, and the "server that is down" of
        // server-address.real.spec.ts: an address the policy allows but nothing answers.
        CSP_CONNECT_SRC: `${mockStorageOrigin} ${unreachableApiOrigin}`,
      },
      url: `${realOrigin}/config.json`,
      reuseExistingServer: !isCI,
    },
    {
      command: 'npm run mock-server',
      env: {
        PORT: String(e2ePorts.api),
        STORAGE_PORT: String(e2ePorts.storage),
        ALLOWED_ORIGINS: `${demoOrigin},${realOrigin},${apiOnlyPolicyOrigin}`,
        MOCK_DATA_FILE: 'memory',
      },
      url: `${mockApiBaseUrl}/organisations/`,
      reuseExistingServer: !isCI,
    },
    {
      command: 'tsx e2e/support/tile-server.ts',
      url: `${tilesOrigin}/map/0/0/0.png`,
      reuseExistingServer: !isCI,
    },
    ...referenceServer('static', ''),
    ...referenceServer('dynamic', '--dynamic --seed polder'),
  ],
})
