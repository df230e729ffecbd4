import { boundaryConditionsContent } from '@/api/simulations/boundary-conditions-schema'
import { keptFiles } from './kept-files'

/** The first and last time of every series in the file this browser uploaded; null without a copy. */
export async function keptBoundarySpan(
  simulationId: number,
  filename: string,
): Promise<{ start: number; end: number } | null> {
  const kept = await keptFiles().find(simulationId, filename)
  if (kept === undefined) return null
  let content: unknown
  try {
    content = JSON.parse(await kept.text())
  } catch {
    return null
  }
  const parsed = boundaryConditionsContent.safeParse(content)
  const times = parsed.success ? parsed.data.flatMap((series) => series.values.map(([t]) => t)) : []
  return times.length === 0 ? null : { start: Math.min(...times), end: Math.max(...times) }
}
