import type { Model } from '@/api/models/schema'
import { DESIGN_STORMS, type DesignStorm } from '@/lib/rain/design-storms'
import { rainFileOfSource } from '@/workflows/uploads/rain-file-of-source'
import type { StormChoice } from './plan-set'

/** "Storm 10: T10" or "Water board T10: block": the storm and its return period, short enough for a run's name. */
export const stormLabel = (storm: DesignStorm) => storm.name.split(',')[0] ?? storm.id

/** Each storm written as the platform's raster from the run's start; null when the model cannot place one. */
export async function stormFiles(
  ids: readonly string[],
  model: Model,
  startUtc: string,
): Promise<{ storms: StormChoice[]; files: File[] } | null> {
  const chosen = DESIGN_STORMS.filter((storm) => ids.includes(storm.id))
  const written = await Promise.all(
    chosen.map((storm) =>
      rainFileOfSource({ ...storm, offsetSeconds: 0 }, model, startUtc, storm.id),
    ),
  )
  const pairs = chosen.flatMap((storm, at) => {
    const each = written[at]
    return each && 'file' in each ? [{ storm, file: each.file }] : []
  })
  if (pairs.length !== chosen.length) return null
  return {
    storms: pairs.map(({ storm, file }) => ({ label: stormLabel(storm), filename: file.name })),
    files: pairs.map(({ file }) => file),
  }
}
