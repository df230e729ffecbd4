import { releaseProxy, wrap, type Remote } from 'comlink'
import { stallWatch } from '@/api/deadline'

export type WorkerOptions = {
  /** The error every call in flight gets when the worker dies. */
  crashed: (message: string) => Error
  idleMs?: number
  /** A worker holding state (an open file) is never restarted: after a crash or release, calls fail. */
  once?: boolean
}

export type CallDeadline = { ms: number; missed: () => Error }

export type WorkerClient<Api> = {
  call<T>(ask: (remote: Remote<Api>) => T, deadline?: CallDeadline): Promise<Awaited<T>>
  release(): void
}

type Running<Api> = { worker: Worker; remote: Remote<Api>; died: Promise<never> }

/** The one way the app starts, bounds, releases and reports on its Web Workers. */
export function workerClient<Api>(start: () => Worker, options: WorkerOptions): WorkerClient<Api> {
  let running: Running<Api> | null = null
  let ended: Error | null = null
  let busy = 0
  let idle: ReturnType<typeof setTimeout> | undefined

  const release = (why?: Error) => {
    clearTimeout(idle)
    if (options.once) ended ??= why ?? options.crashed('it was released')
    if (!running) return
    running.remote[releaseProxy]()
    running.worker.terminate()
    running = null
  }
  const started = (): Running<Api> => {
    if (running) return running
    const worker = start()
    const died = new Promise<never>((_, reject) =>
      worker.addEventListener('error', (event) => {
        const error = options.crashed(event.message || 'unknown error')
        reject(error)
        if (running?.worker === worker) release(error)
      }),
    )
    died.catch(() => {})
    running = { worker, remote: wrap<Api>(worker), died }
    return running
  }

  async function call<T>(
    ask: (remote: Remote<Api>) => T,
    deadline?: CallDeadline,
  ): Promise<Awaited<T>> {
    if (ended) throw ended
    clearTimeout(idle)
    const { remote, died } = started()
    const watch = deadline ? stallWatch(deadline.ms) : null
    busy += 1
    try {
      return await Promise.race([ask(remote), died, ...(watch ? [watch.missed] : [])])
    } catch (error) {
      if (!deadline || !watch?.signal.aborted) throw error
      release()
      throw deadline.missed()
    } finally {
      watch?.stop()
      busy -= 1
      if (busy === 0 && running && options.idleMs !== undefined) {
        idle = setTimeout(release, options.idleMs)
      }
    }
  }
  return { call, release: () => release() }
}
