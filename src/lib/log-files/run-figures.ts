import { readSummaryJson, readSummaryLog, type SummaryEntry } from './flow-summary'
import { flowSummaryHighlights, totalOf } from './flow-summary-highlights'
import type { LogEntry } from './log-zip'

export type RunFigures = {
  volumeError: SummaryEntry | null
  waterIn: number | null
  waterOut: number | null
  volumeUnit: string | null
}

export type RunFiguresReading = { ok: true; figures: RunFigures } | { ok: false; reason: string }

export function runFiguresOf(entries: readonly LogEntry[]): RunFiguresReading {
  const json = entries.find((entry) => entry.name === 'flow_summary.json')
  const log = entries.find((entry) => entry.name === 'flow_summary.log')
  const reading = json ? readSummaryJson(json.text) : log ? readSummaryLog(log.text) : null
  if (reading === null) return { ok: false, reason: 'The logs hold no flow summary.' }
  if (!reading.ok) return reading
  const highlights = flowSummaryHighlights(reading.groups)
  const { inflow, outflow } = highlights.byKind
  const first = inflow[0] ?? outflow[0]
  return {
    ok: true,
    figures: {
      volumeError: highlights.volumeError,
      waterIn: inflow.length > 0 ? totalOf(inflow) : null,
      waterOut: outflow.length > 0 ? totalOf(outflow) : null,
      volumeUnit: first?.unit ?? null,
    },
  }
}
