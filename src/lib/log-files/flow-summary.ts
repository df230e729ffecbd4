export type SummaryEntry = {
  key: string
  label: string
  value: number | string
  unit: string | null
}

export type SummaryGroup = { key: string; title: string; entries: SummaryEntry[] }

export type SummaryReading = { ok: true; groups: SummaryGroup[] } | { ok: false; reason: string }

/** `Volume from leakage  ` and `volume_from_leakage` name one thing: compare by this key. */
export function keyOf(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_')
}

export function labelOf(name: string): string {
  const words = name
    .trim()
    .replace(/_/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\b([0-3])d\b/gi, '$1D')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

type Json = unknown

function isQuantity(value: Json): value is { units?: unknown; value: unknown } {
  return typeof value === 'object' && value !== null && 'value' in value
}

function entryOf(name: string, value: Json): SummaryEntry | null {
  const entry = { key: keyOf(name), label: labelOf(name) }
  if (isQuantity(value)) {
    const inner = value.value
    if (typeof inner !== 'number' && typeof inner !== 'string') return null
    const unit = typeof value.units === 'string' && value.units !== '' ? value.units : null
    return { ...entry, value: inner, unit }
  }
  if (typeof value === 'number' || typeof value === 'string') return { ...entry, value, unit: null }
  return null
}

function groupsOf(name: string, title: string, object: Record<string, Json>): SummaryGroup[] {
  const entries: SummaryEntry[] = []
  const nested: SummaryGroup[] = []
  for (const [key, value] of Object.entries(object)) {
    const entry = entryOf(key, value)
    if (entry) entries.push(entry)
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      nested.push(...groupsOf(key, `${title} › ${labelOf(key)}`, value as Record<string, Json>))
    }
  }
  const own = entries.length > 0 ? [{ key: keyOf(name), title, entries }] : []
  return [...own, ...nested]
}

export function readSummaryJson(text: string): SummaryReading {
  let parsed: Json
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    const detail = error instanceof Error ? `: ${error.message}` : ''
    return { ok: false, reason: `It is not readable JSON${detail}.` }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, reason: 'It holds no named groups of values.' }
  }
  const groups = Object.entries(parsed as Record<string, Json>).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? groupsOf(key, labelOf(key), value as Record<string, Json>)
      : [],
  )
  if (groups.length === 0) return { ok: false, reason: 'It holds no named groups of values.' }
  return { ok: true, groups }
}

const LOG_LINE = /^(.+?)(?:\s*\[([^\]]+)\])?\s*:\s+(\S.*)$/

export function readSummaryLog(text: string): SummaryReading {
  const lines = text.split(/\r?\n/).map((line) => line.trimEnd())
  const groups: SummaryGroup[] = []
  for (const [index, line] of lines.entries()) {
    if (/^=+$/.test(lines[index + 1] ?? '') && line.trim() !== '') {
      groups.push({ key: keyOf(line), title: labelOf(line.toLowerCase()), entries: [] })
      continue
    }
    const match = LOG_LINE.exec(line.trim())
    const group = groups.at(-1)
    if (!match || !group) continue
    const [, name = '', unit, raw = ''] = match
    const value = Number(raw)
    group.entries.push({
      key: keyOf(name),
      label: labelOf(name),
      value: raw.trim() !== '' && Number.isFinite(value) ? value : raw.trim(),
      unit: unit ?? null,
    })
  }
  const filled = groups.filter((group) => group.entries.length > 0)
  if (filled.length === 0) return { ok: false, reason: 'It holds no "name: value" lines.' }
  return { ok: true, groups: filled }
}
