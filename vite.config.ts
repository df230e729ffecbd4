import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const src = fileURLToPath(new URL('./src', import.meta.url))

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': src } },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  // Module workers with chunks of their own: a worker's entry is small and starts at once, and
  // h5wasm (4.8 MB) is one shared chunk fetched by a dynamic import while the worker already
  // works (a grid's download starts before the library is ready). Decision 0036.
  worker: { format: 'es' },
  build: {
    sourcemap: true,
    // h5wasm's chunk (4.8 MB, its WebAssembly embedded) is the one above 1.5 MB: decision 0036.
    chunkSizeWarningLimit: 5000,
    // maplibre in a chunk of its own, so the bench can weigh the map page without it.
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'maplibre', test: /node_modules[\\/]maplibre-gl/ }] },
      },
    },
  },
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['src/testing/setup-node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/testing/setup-dom.ts'],
        },
      },
    ],
  },
})
