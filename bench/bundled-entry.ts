import { fileURLToPath } from 'node:url'
import { build, type LibraryFormats } from 'vite'

export type BundledChunk = { fileName: string; code: string }

/** A bench entry (beside this file) bundled as the app's build would, its chunks kept in memory. */
export async function bundledEntry(
  entryFile: string,
  format: LibraryFormats,
  name: string,
): Promise<BundledChunk[]> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
    build: {
      write: false,
      minify: true,
      lib: {
        entry: fileURLToPath(new URL(`./${entryFile}`, import.meta.url)),
        formats: [format],
        ...(format === 'iife' ? { name } : { fileName: name }),
      },
    },
  })
  return (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result
      ? result.output.flatMap((item) =>
          item.type === 'chunk' ? [{ fileName: item.fileName, code: item.code }] : [],
        )
      : [],
  )
}
