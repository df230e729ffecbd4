import {
  postProcessingSettled,
  type PostProcessingStatus,
} from '@/api/simulations/post-processing-schema'

/** [after this long, ask every this often], in ms; the last step reached holds. */
type Steps = readonly [readonly [0, number], ...ReadonlyArray<readonly [number, number]>]

/** Every polling pace of the app: each `refetchInterval` reads its number here. */
export const paces = {
  // A run's status: quick after a change, then gentler (docs/records/0005-status-polling.md).
  status: [
    [0, 1000],
    [20_001, 2000],
    [60_001, 5000],
    [120_001, 10_000],
  ] satisfies Steps,
  // A server check (a file, a control): the demo answers at once, a slow server is asked gently.
  check: [
    [0, 500],
    [5_000, 1000],
    [30_000, 3000],
    [120_000, 10_000],
  ] satisfies Steps,
  // The viewer works for minutes: half the time its status has lasted, within these bounds.
  viewer: { fastestMs: 1000, slowestMs: 30_000 },
  // A copy or a set is run by this browser's tabs: its steps land within seconds.
  watch: 1000,
} as const

function stepAt(steps: Steps, lastedMs: number): number {
  return steps.findLast(([afterMs]) => lastedMs >= afterMs)?.[1] ?? steps[0][1]
}

/** A run's status that can still change, by how long it has lasted; unreadable age: slowest. */
export function statusPace(lastedMs: number): number {
  const slowest = Math.max(...paces.status.map(([, everyMs]) => everyMs))
  return Number.isNaN(lastedMs) ? slowest : stepAt(paces.status, lastedMs)
}

/** A paused run waits for a person: it is asked at the slowest status pace. */
export const pausedPace = (): number => statusPace(Number.NaN)

/** A record the server checks, by how long it has been checking. */
export function checkPace(checkingForMs: number): number {
  return stepAt(paces.check, checkingForMs)
}

/** A file still being made is asked for this long; then its read says so (and polling ends). */
export const FILE_MAKING_LIMIT_MS = 10 * 60_000

/** A file being made since `since` (ms) is asked for at the check pace; none when not made. */
export const makingPace = (since: number | null, now: number): number | false =>
  since === null ? false : checkPace(now - since)

/** The viewer's status; none once settled or before anything exists (our request refetches). */
export function viewerPace(status: PostProcessingStatus | null | undefined, now: number) {
  if (!status || postProcessingSettled(status.status)) return false
  const lasted = Math.max(0, now - Date.parse(status.created))
  const { fastestMs, slowestMs } = paces.viewer
  return Math.min(slowestMs, Math.max(fastestMs, Math.round(lasted / 2)))
}

/** A copy or a scenario set while it runs in this browser; none otherwise. */
export function watchPace(running: boolean): number | false {
  return running ? paces.watch : false
}
