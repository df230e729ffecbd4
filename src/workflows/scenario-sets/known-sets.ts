import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { browserKeyValue } from '@/workflows/browser/browser-key-value'
import { browserRecords } from '@/lib/browser-record-names'
import { simulationListQuery } from '@/api/simulations/queries'
import type { Simulation } from '@/api/simulations/schema'

export type KnownSet = {
  slug: string
  name: string
  baseName: string | null
  plannedAt: string | null
  planned: number | null
  found: number
}

const storedSet = z.object({
  slug: z.string(),
  name: z.string(),
  baseName: z.string(),
  plannedAt: z.string(),
  runCount: z.number(),
})

/** The newest simulations, read once: the sets whose runs are among them are listed. */
export const SETS_SCAN_LIMIT = 250
const SET_TAG_PREFIX = 'set:'

export function plannedSetsQuery() {
  return queryOptions({
    queryKey: ['scenario-sets', 'planned-here'] as const,
    queryFn: async () => {
      const entries = await browserKeyValue<unknown>(browserRecords.sets).entries()
      return entries
        .filter(([key]) => !key.includes('#'))
        .flatMap(([, value]) => {
          const parsed = storedSet.safeParse(value)
          return parsed.success ? [parsed.data] : []
        })
    },
    // Read from this browser's own store, cheap: always again, so a set planned a moment ago shows.
    staleTime: 0,
  })
}

export function newestSimulationsQuery() {
  return simulationListQuery({ ordering: '-created', limit: SETS_SCAN_LIMIT })
}

export function knownSets(
  planned: readonly z.infer<typeof storedSet>[],
  simulations: readonly Simulation[],
): KnownSet[] {
  const found = new Map<string, number>()
  for (const tag of simulations.flatMap((simulation) => simulation.tags)) {
    if (!tag.startsWith(SET_TAG_PREFIX)) continue
    const slug = tag.slice(SET_TAG_PREFIX.length)
    found.set(slug, (found.get(slug) ?? 0) + 1)
  }
  const here: KnownSet[] = [...planned]
    .sort((a, b) => b.plannedAt.localeCompare(a.plannedAt))
    .map((set) => ({
      slug: set.slug,
      name: set.name,
      baseName: set.baseName,
      plannedAt: set.plannedAt,
      planned: set.runCount,
      found: found.get(set.slug) ?? 0,
    }))
  const plannedSlugs = new Set(planned.map((set) => set.slug))
  const elsewhere: KnownSet[] = [...found]
    .filter(([slug]) => !plannedSlugs.has(slug))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([slug, count]) => ({
      slug,
      name: slug,
      baseName: null,
      plannedAt: null,
      planned: null,
      found: count,
    }))
  return [...here, ...elsewhere]
}
