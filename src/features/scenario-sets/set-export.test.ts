// @vitest-environment jsdom
// jsdom: the model's map network is downloaded through XMLHttpRequest, as in the browser.
import { describe, expect, it } from 'vitest'
import { apiOf } from '@/api/session-client'
import { currentStatus, simulation } from '@/api/simulations/schema'
import { POLDER_WATER_BOARD } from '@/mocks/db/accounts'
import { setupTestBackend } from '@/testing/test-backend'
import { createTestQueryClient } from '@/testing/test-query-client'
import { boardRows } from './board-rows'
import { sortKeys } from './finished-order'
import { exportCsv, exportGeojson, readExport, SHOWN_IN_EXPORT, type ExportRow } from './set-export'

const backend = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })

async function post(path: string, body: unknown) {
  const answer = await backend.api(path, { body })
  if (answer.status >= 300)
    throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body as { id: number }
}

/** Two finished runs of set:export, each with its own breach. */
async function finishedSet() {
  const breaches = backend.backend.world.potentialBreaches.filter(
    (each) => each.hydromodel_id === 1,
  )
  for (const potential of breaches.slice(0, 2)) {
    const { id } = await post('/simulations/', {
      name: `Ring – ${potential.code}`,
      hydromodel: '1',
      organisation: POLDER_WATER_BOARD.unique_id,
      start_datetime: '2026-11-21T00:00:00Z',
      duration: 600,
      tags: ['set:export'],
    })
    await post(`/simulations/${id}/events/breaches/`, {
      potential_breach: potential.id,
      offset: 0,
      duration_till_max_depth: 300,
      initial_width: 10,
    })
    await post(`/simulations/${id}/actions/`, { name: 'start' })
  }
  backend.tick(24 * 3600)
  return breaches.slice(0, 2)
}

describe('the set’s export', () => {
  it('holds every column the finished table shows, in the CSV and in the GeoJSON', () => {
    const shown = sortKeys.map((key) => SHOWN_IN_EXPORT[key])
    const header = exportCsv([]).trimEnd().split(',')
    expect(header).toEqual(expect.arrayContaining(shown))
    const row = Object.fromEntries(header.map((column) => [column, null])) as unknown as ExportRow
    const geojson = JSON.parse(exportGeojson([row])) as {
      features: { properties: Record<string, unknown> }[]
    }
    expect(Object.keys(geojson.features[0]?.properties ?? {})).toEqual(
      expect.arrayContaining(shown),
    )
  })

  it('holds one row per run: scenario name, ids, breach id and code, model and revision, status, duration, end, result files, the flow summary’s volumes, the depth at the breach; one point per breach', async () => {
    const breaches = await finishedSet()
    const queryClient = createTestQueryClient()
    const api = apiOf(queryClient)
    const runs = await api.listAll('/simulations/', simulation, {
      query: { tags__in: 'set:export' },
    })
    const statuses = new Map(
      await Promise.all(
        runs.map(
          async (run) =>
            [run.id, await api.get(`/simulations/${run.id}/status/`, currentStatus)] as const,
        ),
      ),
    )
    const rows = await readExport(queryClient, boardRows(null, runs, statuses))
    const lines = exportCsv(rows).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'scenario_name,simulation_id,simulation_uuid,breach_id,breach_code,model_id,model_revision,status,duration_s,ended_utc,result_files,max_volume_error,max_volume_error_unit,water_in,water_out,volume_unit,max_depth_at_breach_m,longitude,latitude',
    )
    expect(lines).toHaveLength(3)
    const model = backend.backend.world.models.find((each) => each.id === 1)
    for (const [index, potential] of breaches.entries()) {
      const run = runs.find((each) => each.name === `Ring – ${potential.code}`)
      expect(rows[index]).toMatchObject({
        scenario_name: `Ring – ${potential.code}`,
        simulation_id: run?.id,
        simulation_uuid: run?.uuid,
        breach_id: potential.id,
        breach_code: potential.code,
        model_id: 1,
        model_revision: model?.revision_number ?? null,
        status: 'finished',
      })
      expect(rows[index]?.result_files).toContain(`log_files_sim_${run?.id}.zip`)
      // Every column the finished runs' table shows: duration, end, the flow summary's figures.
      expect(rows[index]).toMatchObject({
        duration_s: 600,
        ended_utc: expect.stringMatching(/^2026-11-2\dT/) as string,
        max_volume_error: expect.any(Number) as number,
        max_volume_error_unit: 'm3',
        volume_unit: 'm3',
      })
      expect(rows[index]?.water_in).toBeGreaterThan(0)
      expect(rows[index]?.water_out).toEqual(expect.any(Number))
      // The deepest water in the cell at the breach, read from the run's results file (m).
      expect(rows[index]?.max_depth_at_breach_m).toBeGreaterThan(0.02)
    }
    const points = JSON.parse(exportGeojson(rows)) as {
      features: { geometry: unknown; properties: Record<string, unknown> }[]
    }
    expect(points.features).toHaveLength(2)
    expect(points.features.every((each) => each.geometry !== null)).toBe(true)
    expect(points.features.map((each) => typeof each.properties.max_depth_at_breach_m)).toEqual([
      'number',
      'number',
    ])
  })
})
