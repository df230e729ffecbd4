import { detached } from '@/mocks/db/journal'
import type { World } from '@/mocks/db/world'
import type { RouteContext } from '@/mocks/router'
import type { StoredObject } from '@/mocks/storage/object-store'
import { latestStatusOf } from './history'
import { isExpired } from './result-files'
import { contentTypeOf } from './results/filenames'
import { produceResultFile, startsAtRunEnd } from './results/generator'
import { resultRunOf } from './results/run-input'
import type { MockResultFile } from '@/mocks/db/records'

/** Reads the run's facts now; the bytes are made later (off the page thread in the demo). */
export function resultFileProducer(
  world: World,
  file: MockResultFile,
): { produce: () => Promise<Uint8Array>; contentType: string } | undefined {
  const simulation = world.simulations.find((candidate) => candidate.id === file.simulation_id)
  const ending = latestStatusOf(world, file.simulation_id)
  const run = simulation && ending && resultRunOf(world, simulation, ending)
  if (!run) return undefined
  const facts = detached(run)
  return {
    produce: () => produceResultFile(facts, file.filename),
    contentType: contentTypeOf(file.filename),
  }
}

type FilesContext = Pick<RouteContext, 'world' | 'storage' | 'now'>

/** Under the client's 15 s GET deadline, so an overloaded machine gets an answer (size null). */
export const LIST_WAIT_MS = 12_000

// True size and etag from the first request on:
// docs/records/0030-result-file-sizes-from-the-first-request.md
export async function storedResultFiles(
  ctx: FilesContext,
  files: readonly MockResultFile[],
  waitMs = Number.POSITIVE_INFINITY,
): Promise<Map<number, StoredObject | undefined>> {
  const now = ctx.now()
  const made = Promise.all(
    files.map((file) =>
      isExpired(file, now) ? ctx.storage.peek(file.storage_key) : storedBytes(ctx, file),
    ),
  )
  // A generation that fails leaves the size unknown here; the download's storage GET tries again.
  await withinMs(
    made.catch(() => undefined),
    waitMs,
  )
  return new Map(files.map((file) => [file.id, ctx.storage.peek(file.storage_key)]))
}

async function withinMs(work: Promise<unknown>, ms: number): Promise<void> {
  if (!Number.isFinite(ms)) {
    await work
    return
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))
  await Promise.race([work, timeUp])
  clearTimeout(timer)
}

async function storedBytes(
  ctx: FilesContext,
  file: MockResultFile,
): Promise<StoredObject | undefined> {
  if (!ctx.storage.has(file.storage_key)) {
    const producer = resultFileProducer(ctx.world, file)
    if (!producer) return undefined
    ctx.storage.putLazy(file.storage_key, producer.produce, producer.contentType)
  }
  return ctx.storage.get(file.storage_key)
}

/** At run end where the generator says so (the demo's worker); else the first read makes them. */
export function startResultFiles(ctx: FilesContext, files: readonly MockResultFile[]): void {
  if (files.length === 0 || !startsAtRunEnd()) return
  // Nobody waits for this start: a failed generation is tried again by the read that needs it.
  storedResultFiles(ctx, files).catch(() => undefined)
}
