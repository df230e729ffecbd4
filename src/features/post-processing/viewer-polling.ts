import {
  postProcessingSettled,
  type PostProcessingStatus,
} from '@/api/simulations/post-processing-schema'

const MIN_MS = 1_000
const MAX_MS = 30_000

/**
 * How soon to ask for the viewer's status again (docs/records/0005-status-polling.md, the same
 * back-off): half the time the status has lasted, from 1 s up to 30 s; never once it is settled
 * or before anything exists (only our own request changes that, and it refetches).
 */
export function viewerPollInterval(
  status: PostProcessingStatus | null | undefined,
  now: number,
): number | false {
  if (!status || postProcessingSettled(status.status)) return false
  const lasted = Math.max(0, now - Date.parse(status.created))
  return Math.min(MAX_MS, Math.max(MIN_MS, Math.round(lasted / 2)))
}
