import { unitText } from '@/lib/quantity-text'

export type ColumnKind = 'time' | 'volume' | 'cumulative' | 'error'

export type BalanceColumn = { name: string; kind: ColumnKind; label: string; unit: string | null }

/** The platform's abbreviations (test-data/platform/facts/log-zip/README.md), in words. */
const WORDS: Record<string, string> = {
  obc: 'open boundaries',
  vol: 'volume',
  sourcesinks: 'sources and sinks',
  t: 'time',
}

function kindOf(name: string): ColumnKind {
  if (name === 't' || name === 'time') return 'time'
  if (name.startsWith('cum_')) return 'cumulative'
  if (name.includes('volume_error')) return 'error'
  return 'volume'
}

/** `B:volume_in_1d_domain [m3]` → "Volume in 1D domain", m³; `cum_` dropped (the kind says it). */
export function columnOf(header: string): BalanceColumn {
  const match = /^(?:[A-Z]:)?\s*([^[]*?)\s*(?:\[([^\]]*)\])?\s*$/.exec(header.trim())
  const name = (match?.[1] ?? header).trim()
  const unit = match?.[2]?.trim() || null
  const kind = kindOf(name)
  const words = (kind === 'cumulative' ? name.slice('cum_'.length) : name)
    .split(/[_\s]+/)
    .filter((word) => word !== '')
    .map((word) => WORDS[word] ?? (/^[0-3]d$/i.test(word) ? word.toUpperCase() : word))
    .join(' ')
  return { name, kind, label: words.charAt(0).toUpperCase() + words.slice(1), unit }
}

/** "Volume in 1D domain (m³)"; a column without a unit says so rather than guess one. */
export function legendOf(column: { label: string; unit: string | null }): string {
  return `${column.label} (${column.unit === null ? 'no unit given' : unitText(column.unit)})`
}
