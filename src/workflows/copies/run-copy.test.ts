// @vitest-environment jsdom
// jsdom: the file steps PUT through XMLHttpRequest, as in the browser.
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { memoryKeyValue } from '@/workflows/browser/browser-key-value'
import { uploadEventFile } from '@/workflows/uploads/upload-event-file'
import { keptFilesIn } from '@/workflows/uploads/kept-files'
import { apiOf } from '@/api/session-client'
import { boundaryFiles } from '@/api/simulations/boundary-conditions-queries'
import { breachEvent } from '@/api/simulations/breach-schema'
import { simulationEvents } from '@/api/simulations/events-schema'
import { rainFiles } from '@/api/simulations/rain-queries'
import { simulation, type Simulation } from '@/api/simulations/schema'
import { structureControlsPath } from '@/api/simulations/structure-control-queries'
import {
  tableStructureControl,
  timedStructureControl,
} from '@/api/simulations/structure-control-schema'
import type { WorkLock } from '@/workflows/browser/web-lock'
import { TEST_API_BASE, TEST_STORAGE_BASE } from '@/mocks/node'
import { boundaryValidationsSettled } from '@/mocks/simulations/boundary-conditions/validation'
import { structureControlChecksSettled } from '@/mocks/simulations/structure-controls/validation'
import { copyBase } from '@/testing/copy-base'
import { setupTestBackend } from '@/testing/test-backend'
import { createTestQueryClient } from '@/testing/test-query-client'
import { breachBody, tableControlBody, timedControlBody } from './copy-bodies'
import { copyMarker } from './copy-marker'
import { journalIn, type CopyRecord } from './copy-record'
import { planCopy } from './plan-copy'
import { copyLockName, runCopy, type CopyDeps } from './run-copy'

const backend = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })
const { api, now } = backend
const base = copyBase(backend)
let deps: CopyDeps
/** The waits for an unanswered request's deadline, each ended at once. */
let waits: number[]

beforeEach(() => {
  waits = []
  deps = {
    queryClient: createTestQueryClient(),
    journal: journalIn(memoryKeyValue()),
    kept: keptFilesIn(memoryKeyValue()),
    sleep: async (ms) => void waits.push(ms),
  }
})

let keys = 0
const plan = (of: Simulation, name = `${of.name} (copy)`) =>
  planCopy(deps.queryClient, of, { name, now: now(), key: `copy-${++keys}` })

async function copied(of: Simulation): Promise<CopyRecord> {
  const done = await runCopy(await plan(of), deps)
  expect(done.targetId).not.toBeNull()
  return done
}

const targetOf = (record: CopyRecord) => {
  if (record.targetId === null) throw new Error('no copy was created')
  return record.targetId
}

/** Everything configured on a simulation, as bodies, in a stable order. */
async function configuration(id: number) {
  await structureControlChecksSettled(backend.backend.storage)
  await boundaryValidationsSettled(backend.backend.storage)
  const client = apiOf(deps.queryClient)
  const sorted = (texts: unknown[]) => texts.map((each) => JSON.stringify(each)).sort()
  const events = await client.get(`/simulations/${id}/events/`, simulationEvents)
  const pick = (key: string) => events[key] ?? null
  return {
    breaches: sorted(
      (await client.listAll(`/simulations/${id}/events/breaches/`, breachEvent)).map(breachBody),
    ),
    tables: sorted(
      (await client.listAll(structureControlsPath(id, 'table'), tableStructureControl)).map(
        tableControlBody,
      ),
    ),
    timed: sorted(
      (await client.listAll(structureControlsPath(id, 'timed'), timedStructureControl)).map(
        timedControlBody,
      ),
    ),
    initial: [
      'initial_savedstate',
      'initial_onedwaterlevelpredefined',
      'initial_twodwaterraster',
    ].map((key) => pick(key) !== null),
    savedStates: sorted(
      ((pick('savedstates') ?? []) as { name: string; time: unknown; thresholds: unknown }[]).map(
        ({ name, time, thresholds }) => ({ name, time, thresholds }),
      ),
    ),
    boundary: (await client.listAll(boundaryFiles(id).path, boundaryFiles(id).schema)).map(
      (each) => [each.file.filename, each.file.state],
    ),
    rain: (await client.listAll(rainFiles(id).path, rainFiles(id).schema)).map(
      (each) => each.file.filename,
    ),
  }
}

async function breachBase() {
  const run = await base.createBase()
  const [first, second] = base.potentialBreaches()
  if (!first || !second) throw new Error('model 1 has two potential breaches')
  const breaches = `/simulations/${run.id}/events/breaches/`
  await base.post(breaches, {
    potential_breach: first.id,
    offset: 0,
    duration_till_max_depth: 600,
    initial_width: 10,
  })
  await base.post(breaches, {
    potential_breach: second.id,
    offset: 1800,
    duration_till_max_depth: 1200,
    initial_width: 5,
    maximum_breach_depth: 2.5,
  })
  await base.post(`/simulations/${run.id}/initial/1d_water_level/predefined/`, {})
  return run
}

describe('a copy of a simulation', () => {
  it('is a new created simulation of the same model with the name chosen, tags, start and duration', async () => {
    const run = await base.createBase()
    const done = await runCopy(await plan(run, 'Base run, higher levee'), deps)
    const copy = await backend.getParsed(`/simulations/${targetOf(done)}/`, simulation)
    expect(copy).toMatchObject({
      name: 'Base run, higher levee',
      hydromodel_id: run.hydromodel_id,
      tags: ['levee', 'storm', copyMarker(done.key)],
      start_datetime: run.start_datetime,
      duration: run.duration,
    })
    expect((await api(`/simulations/${copy.id}/status/`)).body).toMatchObject({ name: 'created' })
    expect(done.outcomes).toEqual({ simulation: { state: 'done' } })
  })

  it('copies every breach with its parameters', async () => {
    const run = await breachBase()
    const copy = targetOf(await copied(run))
    const [original, made] = [await configuration(run.id), await configuration(copy)]
    expect(made.breaches).toHaveLength(2)
    expect(made.breaches).toEqual(original.breaches)
  })

  it('copies the predefined 1D and the 2D raster water levels', async () => {
    const run = await base.createBase()
    await base.post(`/simulations/${run.id}/initial/1d_water_level/predefined/`, {})
    await base.post(`/simulations/${run.id}/initial/2d_water_level/raster/`, {
      initial_waterlevel: String(base.waterLevelRaster().id),
      aggregation_method: 'max',
    })
    const copy = targetOf(await copied(run))
    expect((await configuration(copy)).initial).toEqual([false, true, true])
    const events = (await api(`/simulations/${copy}/events/`)).body as Record<string, unknown>
    expect(events.initial_twodwaterraster).toMatchObject({ aggregation_method: 'max' })
  })

  it('copies the saved state it starts from', async () => {
    const run = await base.createBase()
    const state = base.liveSavedState(now())
    await base.post(`/simulations/${run.id}/initial/saved_state/`, {
      saved_state: String(state.id),
    })
    const copy = targetOf(await copied(run))
    const events = (await api(`/simulations/${copy}/events/`)).body as Record<string, unknown>
    expect(events.initial_savedstate).toMatchObject({ saved_state: { id: state.id } })
  })

  it('copies table and timed structure controls', async () => {
    const run = await base.createBase()
    await base.post(structureControlsPath(run.id, 'table'), base.tableControl())
    await base.post(structureControlsPath(run.id, 'timed'), base.timedControl())
    const copy = targetOf(await copied(run))
    const [original, made] = [await configuration(run.id), await configuration(copy)]
    expect(made.tables).toHaveLength(1)
    expect(made.timed).toHaveLength(1)
    expect([made.tables, made.timed]).toEqual([original.tables, original.timed])
  })

  it('copies timed and stable-threshold saved-state events', async () => {
    const run = await base.createBase()
    const events = `/simulations/${run.id}/create-saved-states/`
    await base.post(`${events}timed/`, { name: 'after an hour', time: 3600 })
    await base.post(`${events}stable-threshold/`, {
      name: 'stable',
      thresholds: [{ variable: 's1', value: 0.01 }],
    })
    const copy = targetOf(await copied(run))
    const made = await configuration(copy)
    expect(made.savedStates).toHaveLength(2)
    expect(made.savedStates).toEqual((await configuration(run.id)).savedStates)
  })

  it('copies the boundary-conditions file, downloaded and uploaded again', async () => {
    const run = await base.createBase()
    const content = JSON.stringify(await base.boundaryContent())
    await uploadEventFile(apiOf(deps.queryClient), {
      ...boundaryFiles(run.id),
      filename: 'levels.json',
      content: new Blob([content]),
    })
    const copy = targetOf(await copied(run))
    const made = (await configuration(copy)).boundary
    expect(made).toHaveLength(1)
    expect(made).toEqual((await configuration(run.id)).boundary)
  })

  it('copies the Basic post-processing set-up, without the base’s result uuid', async () => {
    const run = await base.createBase()
    const viewer = (id: number) => `/simulations/${id}/results/post_processing/viewer/`
    await base.post(`${viewer(run.id)}basic/`, {
      scenario_name: 'Dike ring 14',
      process_basic_results: true,
    })
    const copy = targetOf(await copied(run))
    const original = (await api(`${viewer(run.id)}basic/`)).body as { result_uuid: string }
    const made = (await api(`${viewer(copy)}basic/`)).body
    expect(made).toMatchObject({ scenario_name: 'Dike ring 14', process_basic_results: true })
    expect(made).not.toMatchObject({ result_uuid: original.result_uuid })
  })
})

describe('rain files of a copy', () => {
  async function rainBase() {
    const run = await base.createBase()
    await uploadEventFile(apiOf(deps.queryClient), {
      ...rainFiles(run.id),
      filename: 'storm.nc',
      content: base.rainBytes(),
      keepFor: run.id,
    })
    return run
  }

  it('uploads again the bytes this browser kept when it uploaded the file', async () => {
    const run = await rainBase()
    const { kept: _none, ...withBrowserKeptFiles } = deps
    const done = await runCopy(await plan(run), withBrowserKeptFiles)
    expect((await configuration(targetOf(done))).rain).toEqual(['storm.nc'])
    expect(Object.values(done.outcomes).every((outcome) => outcome?.state === 'done')).toBe(true)
  })

  it('asks for the file again where this browser kept none, and finds it once chosen', async () => {
    const run = await rainBase()
    const done = await copied(run)
    const rain = done.steps.find((step) => step.kind === 'rain-file')
    expect(rain && done.outcomes[rain.key]).toEqual({ state: 'needs-choice' })
    expect((await configuration(targetOf(done))).rain).toEqual([])
    await uploadEventFile(apiOf(deps.queryClient), {
      ...rainFiles(targetOf(done)),
      filename: 'storm.nc',
      content: base.rainBytes(),
    })
    const again = await runCopy(done, deps)
    expect(rain && again.outcomes[rain.key]).toEqual({ state: 'done' })
  })
})

/** A base with one of every kind that can be copied without choosing a file again. */
async function fullBase() {
  const run = await breachBase()
  await base.post(structureControlsPath(run.id, 'table'), base.tableControl())
  await base.post(structureControlsPath(run.id, 'timed'), base.timedControl())
  await base.post(`/simulations/${run.id}/create-saved-states/timed/`, { name: 'noon', time: 60 })
  await uploadEventFile(apiOf(deps.queryClient), {
    ...boundaryFiles(run.id),
    filename: 'levels.json',
    content: new Blob([JSON.stringify(await base.boundaryContent())]),
  })
  return run
}

/** A journal that fails the n-th save: the step's request went out, its outcome was not kept. */
function journalFailingAt(n: number) {
  const inner = journalIn(memoryKeyValue())
  let saves = 0
  let last: CopyRecord | undefined
  return {
    journal: {
      ...inner,
      save: async (record: CopyRecord) => {
        if (++saves === n) throw new Error('the tab was closed')
        last = record
        await inner.save(record)
      },
    },
    lastSaved: () => last,
  }
}

describe('running a copy again', () => {
  it('a second run of a finished copy changes nothing', async () => {
    const run = await fullBase()
    const done = await copied(run)
    const once = await configuration(targetOf(done))
    await runCopy(done, deps)
    expect(await configuration(targetOf(done))).toEqual(once)
    expect(once).toEqual(await configuration(run.id))
  })

  it('resumed after an interruption at any step, ends as one uninterrupted copy (no duplicates)', async () => {
    const run = await fullBase()
    let saves = 0
    const counting = {
      ...deps.journal,
      save: async (record: CopyRecord) => {
        saves += 1
        await deps.journal.save(record)
      },
    }
    await runCopy(await plan(run, 'Resumed copy'), { ...deps, journal: counting })
    const expected = await configuration(run.id)
    for (let n = 1; n <= saves; n++) {
      const failing = journalFailingAt(n)
      const name = `Resumed copy ${n}`
      const fresh = await plan(run, name)
      await expect(runCopy(fresh, { ...deps, journal: failing.journal })).rejects.toThrow(
        'the tab was closed',
      )
      const resumed = await runCopy(failing.lastSaved() ?? fresh, deps)
      const namesakes = await apiOf(deps.queryClient).listAll('/simulations/', simulation, {
        query: { name },
      })
      expect(namesakes, `interrupted at save ${n}`).toHaveLength(1)
      expect(await configuration(targetOf(resumed)), `interrupted at save ${n}`).toEqual(expected)
    }
  })
})

describe('a base that cannot be copied says why before anything is created', () => {
  async function simulationsNamed(name: string) {
    const client = apiOf(deps.queryClient)
    return client.listAll('/simulations/', simulation, { query: { name } })
  }

  it('refuses a base whose model is disabled', async () => {
    const run = await base.createBase()
    const model = backend.backend.world.models.find((each) => each.id === run.hydromodel_id)
    if (!model) throw new Error('the model is seeded')
    model.disabled = true
    await expect(plan(run, 'Never made')).rejects.toThrow(
      `The model “${model.name}” is disabled: no new simulation can be made of it.`,
    )
    expect(await simulationsNamed('Never made')).toEqual([])
  })

  it('refuses a base that starts from a saved state that has expired since', async () => {
    const run = await base.createBase()
    const state = base.liveSavedState(now())
    await base.post(`/simulations/${run.id}/initial/saved_state/`, {
      saved_state: String(state.id),
    })
    backend.tick((Date.parse(state.expiry) - now().getTime()) / 1000 + 60)
    await expect(plan(run, 'Never made')).rejects.toThrow(
      /The saved state “.+” this simulation starts from expired on .+: a copy cannot start from it/,
    )
    expect(await simulationsNamed('Never made')).toEqual([])
  })

  it('refuses a base whose boundary-conditions file cannot be downloaded', async () => {
    const run = await base.createBase()
    await uploadEventFile(apiOf(deps.queryClient), {
      ...boundaryFiles(run.id),
      filename: 'levels.json',
      content: new Blob([JSON.stringify(await base.boundaryContent())]),
    })
    backend.server.use(
      http.get(`${TEST_STORAGE_BASE}/*`, () => new HttpResponse(null, { status: 403 })),
    )
    await expect(plan(run, 'Never made')).rejects.toThrow(
      'The boundary-conditions file levels.json could not be read: The download link has expired (403).',
    )
    expect(await simulationsNamed('Never made')).toEqual([])
  })
})

describe('a copy that fails halfway', () => {
  it('keeps what was copied, says what failed, and Retry copies the rest once', async () => {
    const run = await breachBase()
    const planned = await plan(run)
    backend.server.use(
      http.post(
        `${TEST_API_BASE}/simulations/:id/events/breaches/`,
        () => HttpResponse.json({ detail: 'The server is busy.' }, { status: 503 }),
        { once: true },
      ),
    )
    const failed = await runCopy(planned, deps)
    const target = targetOf(failed)
    const breachSteps = failed.steps.filter((step) => step.kind === 'breach')
    const firstBreach = breachSteps[0]
    expect(firstBreach && failed.outcomes[firstBreach.key]).toMatchObject({ state: 'failed' })
    expect(failed.outcomes).toMatchObject({ simulation: { state: 'done' } })
    expect((await configuration(target)).breaches).toEqual([])
    const retried = await runCopy(failed, deps)
    expect(retried.targetId).toBe(target)
    expect(await configuration(target)).toEqual(await configuration(run.id))
  })
})

describe('a page that unloads during a copy', () => {
  it('keeps no answer that comes after it starts to unload: the next page goes on, each step once', async () => {
    const run = await breachBase()
    const planned = await plan(run)
    // The page starts to unload while the first breach is being sent: the demo's mock answers
    // no more, and a static server's 405 is not the API's word on it.
    let leaving = false
    const kept: CopyRecord[] = []
    const journal = {
      ...deps.journal,
      save: async (record: CopyRecord) => {
        kept.push(record)
        await deps.journal.save(record)
      },
    }
    backend.server.use(
      http.post(`${TEST_API_BASE}/simulations/:id/events/breaches/`, () => {
        leaving = true
        return new HttpResponse('Method Not Allowed', { status: 405 })
      }),
    )
    const cut = await runCopy(planned, { ...deps, journal, leaving: () => leaving })
    expect(cut.outcomes).toMatchObject({ simulation: { state: 'done' } })
    const last = kept.at(-1) ?? planned
    expect(Object.values(last.outcomes).map((outcome) => outcome?.state)).not.toContain('failed')

    leaving = false
    backend.server.resetHandlers()
    const resumed = await runCopy(last, deps)
    expect(resumed.targetId).toBe(cut.targetId)
    expect(await configuration(targetOf(resumed))).toEqual(await configuration(run.id))
  })
})

describe('two runs of one copy at once', () => {
  it('the second does nothing while the first holds the copy’s lock', async () => {
    const planned = await plan(await base.createBase())
    const requests: string[] = []
    const onRequest = ({ request }: { request: Request }) => {
      requests.push(`${request.method} ${request.url}`)
    }
    backend.server.events.on('request:start', onRequest)
    onTestFinished(() => backend.server.events.removeListener('request:start', onRequest))
    const saved: CopyRecord[] = []
    const journal = { ...deps.journal, save: async (record: CopyRecord) => void saved.push(record) }
    const lockedElsewhere: WorkLock = async (name) => {
      expect(name).toBe(copyLockName(planned.key))
      return 'busy'
    }
    const answer = await runCopy(planned, { ...deps, journal, lock: lockedElsewhere })
    expect(answer).toEqual(planned)
    expect(requests).toEqual([])
    expect(saved).toEqual([])
  })
})

describe('a creating request whose answer never came', () => {
  /** The next `path` POST is lost on its way back; the server commits it only when told. */
  function lateCommit(path: string) {
    let held: { path: string; body: unknown } | null = null
    backend.server.use(
      http.post(
        `${TEST_API_BASE}${path}`,
        async ({ request }) => {
          held = {
            path: new URL(request.url).pathname.replace(/^\/v3/, ''),
            body: await request.json(),
          }
          return HttpResponse.error()
        },
        { once: true },
      ),
    )
    return async () => {
      const request = held
      held = null
      if (request) await base.post(request.path, request.body)
    }
  }

  it.each([
    ['the new simulation', '/simulations/'],
    ['a breach', '/simulations/:id/events/breaches/'],
  ])(
    '%s committed late (after a resume began) is waited for until its deadline and found: made once',
    async (_what, path) => {
      const run = await breachBase()
      const planned = await plan(run, `Late ${path}`)
      const commit = lateCommit(path)
      const cut = await runCopy(planned, deps)
      const failed = Object.values(cut.outcomes).find((outcome) => outcome?.state === 'failed')
      expect(failed?.until).toBeDefined()
      // The server commits while the resumed copy waits for the request's deadline, if it does.
      const resumed = await runCopy(cut, { ...deps, sleep: commit })
      await commit()
      const copies = await apiOf(deps.queryClient).listAll('/simulations/', simulation, {
        query: { name: `Late ${path}` },
      })
      expect(copies).toHaveLength(1)
      expect(await configuration(targetOf(resumed))).toEqual(await configuration(run.id))
    },
  )

  it('a request already committed when the copy resumes is found at once, with no wait', async () => {
    const run = await breachBase()
    const planned = await plan(run, 'Committed in time')
    const commit = lateCommit('/simulations/:id/events/breaches/')
    const cut = await runCopy(planned, deps)
    await commit()
    const resumed = await runCopy(cut, deps)
    expect(waits).toEqual([])
    expect(await configuration(targetOf(resumed))).toEqual(await configuration(run.id))
  })

  it('a copy whose create was sent and never answered is recognised by the new simulation’s marker, by another tab', async () => {
    const run = await base.createBase()
    const planned = await plan(run, 'Answer lost')
    const commit = lateCommit('/simulations/')
    const cut = await runCopy(planned, deps)
    await commit()
    expect(cut.targetId).toBeNull()
    const [made] = await apiOf(deps.queryClient).listAll('/simulations/', simulation, {
      query: { name: 'Answer lost' },
    })
    if (!made) throw new Error('the server committed the create')
    const found = await deps.journal.ofTarget(made.id, made.tags)
    expect(found).toMatchObject({ key: planned.key, targetId: made.id })
    expect(found?.outcomes).toMatchObject({ simulation: { state: 'done' } })
    expect(await deps.journal.unfinished(run.id, 'Answer lost')).toMatchObject({
      key: planned.key,
    })
    // A copy of the copy does not carry its base's marker.
    const again = await plan(made, 'Copy of the copy')
    const create = again.steps[0]
    expect(create?.kind === 'simulation' && create.body.tags).toEqual([
      'levee',
      'storm',
      copyMarker(again.key),
    ])
  })
})
