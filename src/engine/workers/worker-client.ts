import { releaseProxy, wrap, type Remote } from 'comlink'
import { stallWatch, type StallWatch } from '@/api/deadline'

export type WorkerOptions = {
  /** The error every call in flight gets when the worker dies. */
  crashed: (message: string) => Error
  idleMs?: number
}

/** `stall`: the clock restarts whenever the worker says it is still reading (`reportAlive`). */
export type CallDeadline = { ms: number; missed: () => Error; stall?: boolean }

type Ask<Api, T> = (remote: Remote<Api>) => T

/** Calls bound to one worker, which is kept while held; once it ends they fail with why. */
export type HeldWorker<Api> = {
  call<T>(ask: Ask<Api, T>, deadline?: CallDeadline): Promise<Awaited<T>>
  done(farewell?: Ask<Api, unknown>): void
}

export type WorkerClient<Api> = {
  call<T>(ask: Ask<Api, T>, deadline?: CallDeadline): Promise<Awaited<T>>
  hold(): HeldWorker<Api>
  release(): void
}

const ALIVE = 'polder-worker-alive'
export const ALIVE_MESSAGE = { [ALIVE]: true }

/** Worker side: a sign of progress that restarts the stall clock of the page's calls. */
export function reportAlive(): void {
  postMessage(ALIVE_MESSAGE)
}

type Running<Api> = {
  worker: Worker
  remote: Remote<Api>
  died: Promise<never>
  ended: Error | null
  holds: number
  stalls: Set<StallWatch>
}

function launch<Api>(
  worker: Worker,
  crashed: WorkerOptions['crashed'],
  died: (on: Running<Api>, error: Error) => void,
): Running<Api> {
  const stalls = new Set<StallWatch>()
  worker.addEventListener('message', (event) => {
    if ((event.data as Record<string, unknown> | null)?.[ALIVE]) stalls.forEach((w) => w.touch())
  })
  const on: Running<Api> = {
    worker,
    remote: wrap<Api>(worker),
    died: new Promise<never>((_, reject) =>
      worker.addEventListener('error', (event) => {
        const error = crashed(event.message || 'unknown error')
        reject(error)
        died(on, error)
      }),
    ),
    ended: null,
    holds: 0,
    stalls,
  }
  on.died.catch(() => {})
  return on
}

/** The one way the app starts, bounds, releases and reports on its Web Workers. */
export function workerClient<Api>(start: () => Worker, options: WorkerOptions): WorkerClient<Api> {
  let running: Running<Api> | null = null
  let busy = 0
  let idle: ReturnType<typeof setTimeout> | undefined

  const release = (why = options.crashed('it was released')) => {
    clearTimeout(idle)
    if (!running) return
    running.ended = why
    running.remote[releaseProxy]()
    running.worker.terminate()
    running = null
  }
  const started = (): Running<Api> => {
    running ??= launch<Api>(start(), options.crashed, (on, error) => {
      if (running === on) release(error)
    })
    return running
  }
  const idleLater = () => {
    clearTimeout(idle)
    if (busy === 0 && running?.holds === 0 && options.idleMs !== undefined) {
      idle = setTimeout(release, options.idleMs)
    }
  }

  async function callOn<T>(
    on: Running<Api>,
    ask: Ask<Api, T>,
    deadline?: CallDeadline,
  ): Promise<Awaited<T>> {
    if (on.ended) throw on.ended
    clearTimeout(idle)
    const watch = deadline ? stallWatch(deadline.ms) : null
    if (watch && deadline?.stall) on.stalls.add(watch)
    busy += 1
    try {
      return await Promise.race([ask(on.remote), on.died, ...(watch ? [watch.missed] : [])])
    } catch (error) {
      if (!deadline || !watch?.signal.aborted) throw error
      if (running === on) release(options.crashed('a call gave no answer in time'))
      throw deadline.missed()
    } finally {
      watch?.stop()
      if (watch) on.stalls.delete(watch)
      busy -= 1
      idleLater()
    }
  }

  const hold = (): HeldWorker<Api> => {
    let on: Running<Api> | null = null
    let done = false
    return {
      call: (ask, deadline) => {
        if (done) return Promise.reject(options.crashed('it was released'))
        if (!on) {
          on = started()
          on.holds += 1
        }
        return callOn(on, ask, deadline)
      },
      done: (farewell) => {
        if (done) return
        done = true
        if (!on) return
        if (farewell && !on.ended) callOn(on, farewell).catch(() => {})
        on.holds -= 1
        idleLater()
      },
    }
  }

  return {
    call: (ask, deadline) => callOn(started(), ask, deadline),
    hold,
    release: () => release(),
  }
}
