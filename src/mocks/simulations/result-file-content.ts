import { detached } from '@/mocks/db/journal'
import type { World } from '@/mocks/db/world'
import type { RouteContext } from '@/mocks/router'
import type { StoredObject } from '@/mocks/storage/object-store'
import { latestStatusOf } from './history'
import { isExpired } from './result-files'
import { contentTypeOf } from './results/filenames'
import { generatesOffThread, produceResultFile } from './results/generator'
import { resultRunOf } from './results/run-input'
import type { MockResultFile } from '@/mocks/db/records'

/**
 * What produces a result file's bytes: the run's facts are read from the world now (plain JSON),
 * the generation runs later, off the page thread in the demo.
 */
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

/**
 * The stored bytes of each file, by file id. A file that has not expired is generated now when
 * its bytes do not exist yet (all of them at once; concurrent requests share one generation), so
 * every answer naming a size and etag names the true ones from the first request on
 * (docs/decisions/0027-result-file-sizes-from-the-first-request.md). An expired file is never
 * generated: it can no longer be downloaded.
 */
export async function storedResultFiles(
  ctx: FilesContext,
  files: readonly MockResultFile[],
): Promise<Map<number, StoredObject | undefined>> {
  const now = ctx.now()
  const stored = await Promise.all(
    files.map(async (file) => {
      const bytes = isExpired(file, now)
        ? ctx.storage.peek(file.storage_key)
        : storedBytes(ctx, file)
      return [file.id, await bytes] as const
    }),
  )
  return new Map(stored)
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

/**
 * Starts making the files a run has just left, when a worker makes them (the demo), so they are
 * ready when first listed. In-process (Node) the first read makes them instead: generating at
 * every run's end would hold up the requests, and every test that merely finishes a run.
 */
export function startResultFiles(ctx: FilesContext, files: readonly MockResultFile[]): void {
  if (files.length === 0 || !generatesOffThread()) return
  // Nobody waits for this start: a failed generation is tried again by the read that needs it.
  storedResultFiles(ctx, files).catch(() => undefined)
}
