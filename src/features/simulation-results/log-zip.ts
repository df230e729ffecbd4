import { strFromU8, unzipSync } from 'fflate'

export type LogEntry = { name: string; size: number; text: string }

export type LogZipReading = { ok: true; entries: LogEntry[] } | { ok: false; reason: string }

/** The logs of api.md "Files inside the ZIP", in the order a reader wants them. */
export const KNOWN_LOGS = [
  'flow_summary.log',
  'simulation.log',
  'timestep_reduction.log',
  'water_balance.csv',
  'iteration.log',
  'matrix.log',
] as const

function baseName(path: string): string {
  return path.split('/').at(-1) ?? path
}

function orderOf(name: string): number {
  const index = KNOWN_LOGS.findIndex((known) => known === name)
  return index === -1 ? KNOWN_LOGS.length : index
}

/** Opens the log ZIP with fflate; a file that is no ZIP gets a reason, not an exception. */
export function readLogZip(bytes: Uint8Array): LogZipReading {
  let files: Record<string, Uint8Array>
  try {
    files = unzipSync(bytes)
  } catch (error) {
    const detail = error instanceof Error ? ` (${error.message})` : ''
    return { ok: false, reason: `The file is not a readable ZIP archive${detail}.` }
  }
  const entries = Object.entries(files)
    .filter(([path]) => !path.endsWith('/'))
    .map(([path, content]) => ({
      name: baseName(path),
      size: content.byteLength,
      text: strFromU8(content),
    }))
    .sort((a, b) => orderOf(a.name) - orderOf(b.name) || a.name.localeCompare(b.name))
  if (entries.length === 0) return { ok: false, reason: 'The ZIP archive holds no files.' }
  return { ok: true, entries }
}
