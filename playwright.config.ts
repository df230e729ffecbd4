import { defineConfig } from '@playwright/test'
import { findChromiumInstall } from './scripts/chromium-path.mjs'

const chromium = findChromiumInstall()
const isCI = Boolean(process.env.CI)
const realConfig = JSON.stringify({ mode: 'real', apiBaseUrl: 'http://127.0.0.1:4010/v3' })

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
      testIgnore: '**/*.real.spec.ts',
      use: { baseURL: 'http://127.0.0.1:4173' },
    },
    {
      name: 'real-network',
      testIgnore: '**/*.demo.spec.ts',
      use: { baseURL: 'http://127.0.0.1:4174' },
    },
  ],
  webServer: [
    {
      command: 'tsx scripts/serve-dist.ts',
      env: { PORT: '4173' },
      url: 'http://127.0.0.1:4173/config.json',
      reuseExistingServer: !isCI,
    },
    {
      command: 'tsx scripts/serve-dist.ts',
      env: { PORT: '4174', CONFIG: realConfig },
      url: 'http://127.0.0.1:4174/config.json',
      reuseExistingServer: !isCI,
    },
    {
      command: 'npm run mock-server',
      env: { PORT: '4010', STORAGE_PORT: '4011' },
      url: 'http://127.0.0.1:4010/v3/organisations/',
      reuseExistingServer: !isCI,
    },
  ],
})
