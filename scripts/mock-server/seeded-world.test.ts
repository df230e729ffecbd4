import { describe, expect, it } from 'vitest'
import { COASTAL_CONSULTANTS, POLDER_WATER_BOARD } from '@/mocks/db/accounts'
import { latestStatuses } from '@/mocks/simulations/history'
import { isExpired, resultFilesOf } from '@/mocks/simulations/result-files'
import { mockServerWorld } from './seeded-world'

describe("the mock server's seeded world", () => {
  for (const start of ['2026-11-28T13:00:00Z', '2031-02-03T04:05:06Z']) {
    it(`holds, for each organisation, a finished run whose files have not expired at ${start}`, () => {
      const now = new Date(start)
      const world = mockServerWorld(now)
      const latest = latestStatuses(world)
      for (const organisation of [POLDER_WATER_BOARD, COASTAL_CONSULTANTS]) {
        const downloadable = world.simulations.filter((run) => {
          const final = latest.get(run.id)
          const files = resultFilesOf(world, run.id)
          return (
            run.organisation === organisation.unique_id &&
            final?.name === 'finished' &&
            Date.parse(final.created) < now.getTime() &&
            files.length > 0 &&
            files.every((file) => !isExpired(file, now))
          )
        })
        expect(downloadable.length).toBeGreaterThan(0)
      }
      const latestStatus = world.simulationStatuses.map((status) => Date.parse(status.created))
      expect(Math.max(...latestStatus)).toBeLessThan(now.getTime())
    })
  }
})
