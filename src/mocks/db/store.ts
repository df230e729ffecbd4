import { createJournal } from './journal'
import type { World } from './world'

export type WorldPersistence = {
  load: () => World | null
  save: (world: World) => boolean
  revision: () => string | null
  shared?: boolean
  /** Runs a whole transaction while no other tab runs one (a Web Lock); 'busy' on timeout. */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T | 'busy'>
}

export type Committed<Result> =
  | { ok: true; result: Result }
  | { ok: false; reason: 'refused'; result: Result }
  | { ok: false; reason: 'conflict' }

/** Runs once per attempt; a retried attempt must read its input afresh (the request's clone). */
export type Work<Result> = (world: World, attempt: number) => Result | Promise<Result>

export type MockStore = {
  readonly world: World
  /** A failed request is undone; a save by another tab meanwhile reruns the work on theirs. */
  transaction: <Result>(
    work: Work<Result>,
    keep?: (result: Result) => boolean,
    read?: boolean,
  ) => Promise<Committed<Result>>
  shared: boolean
  replace: (world: World) => void
}

export const MAX_ATTEMPTS = 3

export function createStore(initial: World, persistence?: WorldPersistence): MockStore {
  let world = initial
  let known = persistence?.revision() ?? null
  const adoptNewer = () => {
    if (!persistence || persistence.revision() === known) return
    known = persistence.revision()
    world = persistence.load() ?? world
  }
  const save = () => {
    if (!persistence) return true
    const saved = persistence.save(world)
    if (saved) known = persistence.revision()
    return saved
  }

  async function transaction<Result>(
    work: Work<Result>,
    keep: (result: Result) => boolean = () => true,
    read = false,
  ): Promise<Committed<Result>> {
    if (!persistence?.exclusive) return attempts(work, keep)
    if (read) {
      const unchanged = await withoutChange(work)
      if (unchanged) return { ok: true, result: unchanged.result }
    }
    const committed = await persistence.exclusive(() => attempts(work, keep))
    return committed === 'busy' ? { ok: false, reason: 'conflict' } : committed
  }

  async function run<Result>(work: Work<Result>, attempt: number) {
    adoptNewer()
    const journal = createJournal()
    try {
      return { journal, result: await work(journal.view(world), attempt) }
    } catch (error) {
      journal.undo()
      throw error
    }
  }

  async function withoutChange<Result>(work: Work<Result>): Promise<{ result: Result } | null> {
    const { journal, result } = await run(work, 1)
    if (!journal.changed()) return { result }
    journal.undo()
    return null
  }

  async function attempts<Result>(
    work: Work<Result>,
    keep: (result: Result) => boolean,
  ): Promise<Committed<Result>> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const { journal, result } = await run(work, attempt)
      if (!journal.changed()) return { ok: true, result }
      if (!keep(result)) {
        journal.undo()
        return { ok: true, result }
      }
      if (persistence && persistence.revision() !== known) {
        journal.undo()
        continue
      }
      if (save()) return { ok: true, result }
      journal.undo()
      return { ok: false, reason: 'refused', result }
    }
    return { ok: false, reason: 'conflict' }
  }

  return {
    get world() {
      return world
    },
    transaction,
    shared: persistence?.shared ?? false,
    replace: (next) => {
      world = next
      save()
    },
  }
}
