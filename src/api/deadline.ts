// No request waits forever (docs/records/0001-client-side-retries.md "Deadlines").

export type Deadlines = {
  /** A GET attempt; a miss counts as a network failure, so the GET is retried. */
  getMs: number
  getTotalMs: number
  /** POST, PUT, PATCH, DELETE: never retried, the person decides. */
  mutationMs: number
  transferStallMs: number
}

export const defaultDeadlines: Deadlines = {
  getMs: 15_000,
  getTotalMs: 20_000,
  mutationMs: 30_000,
  transferStallMs: 30_000,
}

export function secondsText(ms: number): string {
  const seconds = ms / 1000
  return `${Number.isInteger(seconds) ? seconds : Number(seconds.toFixed(1))} s`
}

export class DeadlineExceeded extends Error {
  override readonly name = 'DeadlineExceeded'
  constructor(readonly ms: number) {
    super(`No answer within ${secondsText(ms)}.`)
  }
}

export type DeadlineOptions = {
  ms: number
  /** The caller's own signal: cancelling is not missing the deadline. */
  signal?: AbortSignal
  onMiss: (miss: DeadlineExceeded) => Error
  onCancel: (reason: unknown) => Error
}

export async function withDeadline<T>(
  task: (signal: AbortSignal) => Promise<T>,
  { ms, signal: callerSignal, onMiss, onCancel }: DeadlineOptions,
): Promise<T> {
  const watch = stallWatch(ms)
  const signal = callerSignal ? AbortSignal.any([callerSignal, watch.signal]) : watch.signal
  const cancelled = rejectOnAbort(callerSignal)
  try {
    return await Promise.race([task(signal), watch.missed, cancelled.promise])
  } catch (error) {
    if (callerSignal?.aborted) throw error === callerSignal.reason ? onCancel(error) : error
    if (watch.signal.aborted) throw onMiss(new DeadlineExceeded(ms))
    throw error
  } finally {
    watch.stop()
    cancelled.stop()
  }
}

function rejectOnAbort(signal: AbortSignal | undefined) {
  let stop = () => {}
  const promise = new Promise<never>((_, reject) => {
    if (signal === undefined) return
    if (signal.aborted) return reject(signal.reason)
    const abort = () => reject(signal.reason)
    signal.addEventListener('abort', abort, { once: true })
    stop = () => signal.removeEventListener('abort', abort)
  })
  promise.catch(() => {})
  return { promise, stop }
}

export type StallWatch = {
  signal: AbortSignal
  /** Rejects at the same moment; for racing a promise that ignores signals. */
  missed: Promise<never>
  touch: () => void
  stop: () => void
}

export function stallWatch(ms: number): StallWatch {
  const controller = new AbortController()
  let reject: (reason: unknown) => void = () => {}
  const missed = new Promise<never>((_, rejectMissed) => {
    reject = rejectMissed
  })
  // Nobody may await `missed` (the task won); never an unhandled rejection.
  missed.catch(() => {})
  const fire = () => {
    const reason = new DeadlineExceeded(ms)
    controller.abort(reason)
    reject(reason)
  }
  let timer = setTimeout(fire, ms)
  return {
    signal: controller.signal,
    missed,
    touch: () => {
      if (controller.signal.aborted) return
      clearTimeout(timer)
      timer = setTimeout(fire, ms)
    },
    stop: () => clearTimeout(timer),
  }
}
