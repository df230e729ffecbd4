import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import pluginQuery from '@tanstack/eslint-plugin-query'
import prettier from 'eslint-config-prettier'
import globals from 'globals'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { builtinRules } from 'eslint/use-at-your-own-risk'
import { noImportCycle } from './scripts/eslint/no-import-cycle.js'

const subfoldersOf = (folder) =>
  readdirSync(new URL(folder, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

const srcDir = fileURLToPath(new URL('./src', import.meta.url))
const features = subfoldersOf('./src/features')
const eventParts = subfoldersOf('./src/features/simulation-events')

/*
 * The layers of docs/architecture.md: app → features → components → engine, workflows → api → lib,
 * with mocks, testing, contract and config beside. Each zone forbids `target` to import `from`; the
 * import is resolved first, so `@/…` and relative paths are checked alike.
 */
const ours = [
  'app',
  'features',
  'components',
  'workflows',
  'engine',
  'api',
  'lib',
  'config',
  'mocks',
  'testing',
  'contract',
]
const mayImport = {
  lib: ['lib'],
  api: ['api', 'lib', 'config'],
  config: ['config', 'api', 'lib'],
  workflows: ['workflows', 'api', 'lib', 'config'],
  components: ['components', 'engine', 'workflows', 'api', 'lib', 'config'],
  // The map and results engine: workers, WebGL, tiles; no React (a rule below).
  engine: ['engine', 'api', 'lib', 'config'],
  features: ['features', 'components', 'engine', 'workflows', 'api', 'lib', 'config'],
  // app starts the demo's service worker (`import('@/mocks/browser')`), so it may reach the mock.
  app: ['app', 'features', 'components', 'engine', 'workflows', 'api', 'lib', 'config', 'mocks'],
  mocks: ['mocks', 'api', 'lib', 'config'],
  // Tests' support: checks against docs/spec. No production layer lists it (see layerZones).
  contract: ['contract', 'api', 'mocks', 'lib', 'testing'],
}
// The one folder of a layer another may import: the mock keeps its world in the browser's storage.
const mayImportPart = { mocks: { workflows: ['./browser'] } }
const tests = ['**/*.test.ts', '**/*.test.tsx']
/** What a test may import besides its own layer's imports. */
const testsMayAlso = ['testing', 'mocks', 'contract']
const contractIsTestOnly =
  'src/contract is test-only: production code never imports it, only tests (docs/architecture.md).'

function layerZones(layer, extra = []) {
  return ours
    .filter((other) => ![...mayImport[layer], ...extra].includes(other))
    .map((other) => ({
      target: `src/${layer}/**/*`,
      from: `src/${other}`,
      except: mayImportPart[layer]?.[other] ?? [],
      message:
        other === 'contract'
          ? contractIsTestOnly
          : `${layer} may import only ${[...mayImport[layer], ...extra].join(', ')} (docs/architecture.md).`,
    }))
}

const sidewaysZones = [
  ...features.map((feature) => ({
    target: `src/features/${feature}/**/*`,
    from: features.filter((other) => other !== feature).map((other) => `src/features/${other}`),
    message: 'Features never import each other: share through components, api or lib.',
  })),
  ...eventParts.flatMap((part) =>
    eventParts
      .filter((other) => other !== part)
      .map((other) => ({
        target: `src/features/simulation-events/${part}/**/*`,
        from: `src/features/simulation-events/${other}`,
        message:
          'Sub-features of simulation-events never import each other: share through components, api or lib.',
      })),
  ),
]

function zonesRule(layer, extra) {
  const zones = [...layerZones(layer, extra), ...(layer === 'features' ? sidewaysZones : [])]
  // app's tests may import every layer: no zone is left, and the rule refuses an empty list.
  return { 'import-x/no-restricted-paths': zones.length > 0 ? ['error', { zones }] : 'off' }
}

/** A layer's files keep its rule; its tests may also import the test backend and the mock. */
const layerRules = (layer) => [
  { files: [`src/${layer}/**/*.{ts,tsx}`], ignores: tests, rules: zonesRule(layer, []) },
  { files: tests.map((test) => `src/${layer}/${test}`), rules: zonesRule(layer, testsMayAlso) },
]

/** lib is pure TypeScript (docs/architecture.md): what would tie it to React or to a page. */
const reactPackages = [
  'react',
  'react-*',
  '@tanstack/react-*',
  '@hookform/*',
  'recharts',
  'maplibre-gl',
]
const pageGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'caches',
  'customElements',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'getComputedStyle',
  'matchMedia',
  'Element',
  'HTMLElement',
  'HTMLCanvasElement',
  'HTMLInputElement',
  'MutationObserver',
  'ResizeObserver',
  'IntersectionObserver',
  'alert',
  'confirm',
]
const libIsPure =
  'lib is pure TypeScript: no React, no DOM (docs/architecture.md); a component holds it.'

/** e2e drives the built app: from src it imports only these pure constants (docs/architecture.md). */
const e2eMayImportFromSrc = ['./lib/sample-rain-files.ts', './lib/browser-record-names.ts']

const alertMessage = 'Announce a failure with ActionError (src/components/action-error.tsx).'
const handWrittenAlert = [
  { selector: "JSXAttribute[name.name='role'][value.value='alert']", message: alertMessage },
  {
    selector: "JSXAttribute[name.name='role'] > JSXExpressionContainer > Literal[value='alert']",
    message: alertMessage,
  },
]
// Every worker starts in src/engine/workers (worker-client.ts); the mock may not import the engine.
const workerOutsideClient = {
  selector: "NewExpression[callee.name='Worker']",
  message: 'Start a worker through workerClient (src/engine/workers/worker-client.ts).',
}
const workerStarts = [
  'src/engine/workers/**',
  'src/mocks/seed/models/model-files-in-worker.ts',
  'src/mocks/simulations/results/worker-generator.ts',
]
const paceModule = 'src/api/polling/pace.ts'
const paceByHand = {
  selector: "Property[key.name='refetchInterval'] Literal[value=type(number)]",
  message: `Poll at a pace of ${paceModule}, not a number written here.`,
}
// no-restricted-syntax takes one list per file; each one-way rule gets a name of its own instead.
const restrictedSyntax = builtinRules.get('no-restricted-syntax')
const oneWay = {
  rules: {
    'poll-pace': restrictedSyntax,
    'action-error': restrictedSyntax,
    'worker-client': restrictedSyntax,
  },
}
const formProviderOutsideSchemaForm = {
  name: 'react-hook-form',
  importNames: ['FormProvider'],
  message: 'Make a form with SchemaForm (src/components/form/schema-form.tsx).',
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      '.cache',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Small functions for the next reader (docs/architecture.md); a longer one says why in an
    // eslint-disable comment. Tests and fixtures read as scripts and are left out.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.fixture.ts', 'src/testing/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, polder: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'polder/no-import-cycle': ['error', { srcDir }],
    },
  },
  ...Object.keys(mayImport).flatMap(layerRules),
  // One way to poll (the pace module), to announce a failure (ActionError), to start a worker.
  { files: ['src/**/*.{ts,tsx}'], plugins: { 'one-way': oneWay } },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [paceModule],
    rules: { 'one-way/poll-pace': ['error', paceByHand] },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/components/action-error.tsx'],
    rules: { 'one-way/action-error': ['error', ...handWrittenAlert] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: workerStarts,
    rules: { 'one-way/worker-client': ['error', workerOutsideClient] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/form/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [formProviderOutsideSchemaForm] }] },
  },
  {
    files: ['src/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: 'src/*', from: 'src/contract', message: contractIsTestOnly }] },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: reactPackages, message: libIsPure }] },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    ignores: tests,
    rules: {
      'no-restricted-globals': [
        'error',
        ...pageGlobals.map((name) => ({ name, message: libIsPure })),
      ],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: 'e2e/**/*',
              from: 'src',
              except: e2eMayImportFromSrc,
              message:
                'e2e imports only e2e/support and the pure constants of src listed in eslint.config.js.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/engine/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-hook-form', '@testing-library/react'].map(
            (name) => ({
              name,
              message: 'engine holds no React: a hook or component goes in components.',
            }),
          ),
          patterns: [{ group: ['react-dom/*'], message: 'engine holds no React.' }],
        },
      ],
    },
  },
  prettier,
)
