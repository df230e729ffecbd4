import type { PotentialBreach } from '@/api/models/schema'

/** How a potential breach is named on screen, as the map's pick list names it. */
export function potentialBreachName(
  record: Pick<PotentialBreach, 'id' | 'display_name' | 'code'>,
): string {
  return record.display_name || record.code || `Potential breach ${record.id}`
}
