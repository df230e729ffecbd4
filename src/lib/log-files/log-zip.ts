import { strFromU8, unzipSync } from 'fflate'

export type LogEntry = { name: string; size: number; text: string }

export type LogZipReading = { ok: true; entries: LogEntry[] } | { ok: false; reason: string }

export const KNOWN_LOGS = [
  'flow_summary.json',
  'flow_summary.log',
  'water_quality_substance_summary.json',
  'simulation.log',
  'timestep_reduction.log',
  'water_balance.csv',
  'iteration.log',
  'matrix.log',
  'scheduler.log',
] as const
export type KnownLog = (typeof KNOWN_LOGS)[number]

/** Logs the solver fills only when it has trouble; the platform starts them with a header line. */
export const SOLVER_LOGS: readonly string[] = ['iteration.log', 'matrix.log']

const isHeader = (line: string) =>
  line.includes('|') &&
  line
    .split('|')
    .map((cell) => cell.trim())
    .every((cell) => cell === '' || (/[a-z]/i.test(cell) && Number.isNaN(Number(cell))))

export function linesBelowHeader(text: string): string[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '')
  const [first, ...rest] = lines
  return first !== undefined && isHeader(first) ? rest : lines
}

function baseName(path: string): string {
  return path.split('/').at(-1) ?? path
}

function orderOf(name: string): number {
  const index = KNOWN_LOGS.findIndex((known) => known === name)
  return index === -1 ? KNOWN_LOGS.length : index
}

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
