import { createJournal } from './journal'
import type { World } from './world'

/** Where a store keeps its world between runs: the demo's localStorage, the server's file. */
export type WorldPersistence = {
  load: () => World | null
  /** False when the save was refused (the browser's storage quota). */
  save: (world: World) => boolean
  /** Changes with every save by anyone (another tab of the demo); null before the first. */
  revision: () => string | null
  /** Others save too (the demo's tabs): a transaction may then have to run again. */
  shared?: boolean
  /**
   * Runs a whole transaction (read the newest world, change it, save it) while no other tab
   * runs one: the demo's Web Lock. 'busy' when it waited too long for the others.
   */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T | 'busy'>
}

export type Committed<Result> =
  | { ok: true; result: Result }
  /** The save was refused and the changes undone; `result` is what the work answered. */
  | { ok: false; reason: 'refused'; result: Result }
  /** Other tabs kept saving while it ran, every attempt; nothing was changed. */
  | { ok: false; reason: 'conflict' }

/** Runs once per attempt; a retried attempt must read its input afresh (the request's clone). */
export type Work<Result> = (world: World, attempt: number) => Result | Promise<Result>

export type MockStore = {
  /** The committed world. Read it; change it only in a transaction. */
  readonly world: World
  /**
   * Runs `work` as one transaction on the newest world. A throw, or a result `keep` refuses (a
   * failed request), undoes its changes; a save another tab made meanwhile reruns it on theirs,
   * so neither change is lost; a refused save undoes it. A `read` (a GET) runs first without
   * the lock, so a slow one (a large file made on the way) keeps no other request waiting; only
   * when it changed the world is it run again under the lock.
   */
  transaction: <Result>(
    work: Work<Result>,
    keep?: (result: Result) => boolean,
    read?: boolean,
  ) => Promise<Committed<Result>>
  /** Whether others save too, so a transaction may run again (its input must be kept). */
  shared: boolean
  /** Replaces the whole world (reset) and saves it. */
  replace: (world: World) => void
}

/** Attempts before a transaction gives up on tabs that keep saving while it runs. */
export const MAX_ATTEMPTS = 3

export function createStore(initial: World, persistence?: WorldPersistence): MockStore {
  let world = initial
  // The revision of the world this store holds: another save than its own changes it.
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

  /** One run of `work` on the newest world, its changes journaled; a throw undoes them. */
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

  /** The work's result when it changed nothing; else its changes are undone. */
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
