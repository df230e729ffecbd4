// Browser tests need a Chromium. Playwright's download is not always possible (no network to its
// CDN), so a Debian machine gets the distribution's package instead.
import { spawnSync } from 'node:child_process'
import process from 'node:process'
import { findChromium } from './chromium-path.mjs'

function run(command, args) {
  process.stdout.write(`$ ${command} ${args.join(' ')}\n`)
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (result.error) throw result.error
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`)
}

function fail(message) {
  process.stderr.write(`ensure-chromium: ${message}\n`)
  process.exit(1)
}

const found = findChromium()
if (found) {
  process.stdout.write(`ensure-chromium: using ${found}\n`)
  process.exit(0)
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const hasAptGet = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0
if (!isRoot || !hasAptGet) {
  fail(
    "no Chromium found (looked for Playwright's own, /usr/bin/chromium and /usr/bin/chromium-browser).\n" +
      'Install one, e.g. `sudo apt-get install -y chromium` on Debian/Ubuntu or `npx playwright install chromium`, then run again.',
  )
}

try {
  run('apt-get', ['update'])
  run('apt-get', ['install', '-y', 'chromium'])
} catch (error) {
  fail(
    `installing Debian's chromium failed: ${error instanceof Error ? error.message : String(error)}`,
  )
}

const installed = findChromium()
if (!installed) fail('apt-get finished but no Chromium is at /usr/bin/chromium.')
process.stdout.write(`ensure-chromium: installed ${installed}\n`)
