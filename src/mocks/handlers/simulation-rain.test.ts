import { describe, expect, it } from 'vitest'
import { listEnvelope, uploadLink } from '@/api/common'
import { rainNetcdf } from '@/api/simulations/rain-schema'
import { DEMO_TOKENS } from '@/mocks/db/accounts'
import { sampleRainNetcdf3, sampleRainNetcdf4 } from '@/mocks/seed/rain/sample-rain-files'
import { rainValidationsSettled } from '@/mocks/simulations/rain/validation'
import { createRun } from '@/testing/new-run'
import { setupTestBackend } from '@/testing/test-backend'
import { model } from '@/api/models/schema'
import { rasterPlaceOfModel, writeRainRaster, type RasterPlace } from '@/lib/rain/rain-raster'

const { api, backend, tick } = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })

const createdRun = () => createRun(api, { name: 'Rain check', hydromodel: 1 })

const collection = (id: number) => `/simulations/${id}/events/rain/rasters/netcdf/`

async function announce(id: number, filename: string) {
  const answer = await api(collection(id), { body: { filename } })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return uploadLink.parse(answer.body)
}

const put = (url: string, bytes: Uint8Array) =>
  fetch(url, { method: 'PUT', body: new Uint8Array(bytes) })

async function rainFiles(id: number) {
  return listEnvelope(rainNetcdf).parse((await api(collection(id))).body).results
}

async function uploadAndValidate(id: number, filename: string, bytes: Uint8Array) {
  const { put_url } = await announce(id, filename)
  expect((await put(put_url, bytes)).status).toBe(200)
  await rainValidationsSettled(backend.storage)
  const [record] = (await rainFiles(id)).filter((each) => each.file.filename === filename)
  if (!record) throw new Error(`no record for ${filename}`)
  return record
}

async function placeOfModelOne(): Promise<RasterPlace> {
  const place = rasterPlaceOfModel(model.parse((await api('/hydromodels/1/')).body))
  if (!place) throw new Error('model 1 cannot be placed')
  return place
}

const STORM = { intervalSeconds: 300, mmPerHour: [12, 24, 12], offsetSeconds: 600 }
const START = '2026-11-21T00:00:00Z'

describe('rain NetCDF written by Polder, validated as the platform does', () => {
  it('processes a raster over the model: timestamps, interval, offset, duration, EPSG, geotransform', async () => {
    const id = await createdRun()
    const place = await placeOfModelOne()
    const record = await uploadAndValidate(
      id,
      'storm.nc',
      await writeRainRaster(STORM, place, START),
    )
    expect(record.file).toMatchObject({ state: 'processed', state_description: null })
    const body = (await api(`${collection(id)}${record.id}/`)).body
    expect(body).toMatchObject({
      timestamps: [0, 300, 600, 900],
      interval: 300,
      units: 'mm/h',
      offset: 600,
      duration: 900,
      epsg_code: place.epsg,
      geotransform: [
        expect.any(Number),
        expect.any(Number),
        0,
        expect.any(Number),
        0,
        expect.any(Number),
      ],
    })
  })

  it('ends in error, with the reason, for a raster that does not cover the model or lies in another system', async () => {
    const id = await createdRun()
    const place = await placeOfModelOne()
    const width = place.extent.maxX - place.extent.minX
    const east = {
      ...place.extent,
      minX: place.extent.minX + width,
      maxX: place.extent.maxX + width,
    }
    const aside = await uploadAndValidate(
      id,
      'aside.nc',
      await writeRainRaster(STORM, { ...place, extent: east }, START),
    )
    expect(aside.file.state).toBe('error')
    expect(aside.file.state_description).toMatch(
      /^The raster does not cover the model: it spans x /,
    )
    const utm = await uploadAndValidate(
      id,
      'utm.nc',
      await writeRainRaster(STORM, { ...place, epsg: 25832 }, START),
    )
    expect(utm.file.state_description).toBe(
      'The raster is in EPSG:25832; the model is in EPSG:28992.',
    )
  })
})

describe('rain NetCDF', () => {
  it('is created on POST, then uploaded, then processed with time steps, interval and units', async () => {
    const id = await createdRun()
    const { filename, put_url } = await announce(id, 'sample.nc')
    expect(filename).toBe('sample.nc')
    const [waiting] = await rainFiles(id)
    expect(waiting?.file).toMatchObject({ filename: 'sample.nc', state: 'created', size: null })
    const bytes = await sampleRainNetcdf4()
    expect((await put(put_url, bytes)).status).toBe(200)
    const uploaded = rainNetcdf.parse((await api(`${collection(id)}${waiting?.id}/`)).body)
    // Validation may already have finished: the file is at least uploaded, with its size.
    expect(['uploaded', 'processed']).toContain(uploaded.file.state)
    expect(uploaded.file.size).toBe(bytes.length)
    await rainValidationsSettled(backend.storage)
    const processed = rainNetcdf.parse((await api(`${collection(id)}${waiting?.id}/`)).body)
    expect(processed).toMatchObject({
      file: { state: 'processed', state_description: null },
      timestamps: [0, 300, 600, 900, 1200, 1500, 1800, 2100, 2400, 2700, 3000, 3300],
      interval: 300,
      units: 'mm/h',
    })
    const overview = await api(`/simulations/${id}/events/`)
    expect(overview.body).toMatchObject({ filerasterrain: [{ id: waiting?.id, units: 'mm/h' }] })
  })

  it('ends in error with the reason for NetCDF3, random bytes and an empty file', async () => {
    const id = await createdRun()
    const random = Uint8Array.from({ length: 4096 }, (_, index) => (index * 7919 + 13) % 256)
    const cases: [string, Uint8Array, RegExp][] = [
      ['classic.nc', sampleRainNetcdf3(), /NetCDF3/],
      ['random.nc', random, /not a NetCDF4 file/],
      ['empty.nc', new Uint8Array(), /empty/],
    ]
    for (const [filename, bytes, reason] of cases) {
      const record = await uploadAndValidate(id, filename, bytes)
      expect(record.file.state).toBe('error')
      expect(record.file.state_description).toMatch(reason)
      expect(record.timestamps).toBeNull()
    }
  })

  it('renews the put_url of a file not yet uploaded instead of adding a second one', async () => {
    const id = await createdRun()
    const first = await announce(id, 'storm.nc')
    tick(3601)
    expect((await put(first.put_url, await sampleRainNetcdf4())).status).toBe(403)
    const second = await announce(id, 'storm.nc')
    expect(second.put_url).not.toBe(first.put_url)
    expect(await rainFiles(id)).toHaveLength(1)
    expect((await put(second.put_url, await sampleRainNetcdf4())).status).toBe(200)
    await rainValidationsSettled(backend.storage)
    expect((await rainFiles(id))[0]?.file.state).toBe('processed')
    // Once uploaded, the same name is a new file.
    await announce(id, 'storm.nc')
    expect(await rainFiles(id)).toHaveLength(2)
  })

  it('answers 400 for a missing or blank filename', async () => {
    const id = await createdRun()
    expect(await api(collection(id), { body: {} })).toEqual({
      status: 400,
      body: { filename: ['This field is required.'] },
    })
    expect((await api(collection(id), { body: { filename: '  ' } })).status).toBe(400)
    expect((await api(collection(id), { body: { filename: 'x'.repeat(256) } })).status).toBe(400)
  })

  it('normalises a name with path separators as the boundary file does, and its put_url works', async () => {
    const id = await createdRun()
    const bytes = await sampleRainNetcdf4()
    const cases: [string, string][] = [
      ['../../../etc/passwd', '......etcpasswd'],
      ['a/b.nc', 'ab.nc'],
      ['a\\b.nc', 'ab.nc'],
    ]
    for (const [typed, stored] of cases) {
      const { filename, put_url } = await announce(id, typed)
      expect(filename).toBe(stored)
      expect((await put(put_url, bytes)).status).toBe(200)
    }
    const refused = await api(collection(id), { body: { filename: '..' } })
    expect(refused).toEqual({
      status: 400,
      body: { filename: [expect.stringMatching(/letter or digit/)] },
    })
  })

  it('is removed by DELETE; after the run starts POST and DELETE answer 409', async () => {
    const id = await createdRun()
    await announce(id, 'a.nc')
    await announce(id, 'b.nc')
    const [a, b] = await rainFiles(id)
    expect((await api(`${collection(id)}${a?.id}/`, { method: 'DELETE' })).status).toBe(204)
    expect((await api(`${collection(id)}${a?.id}/`)).status).toBe(404)
    await api(`/simulations/${id}/actions/`, { body: { name: 'start' } })
    const refused = await api(`${collection(id)}${b?.id}/`, { method: 'DELETE' })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      error: expect.stringMatching(/only change while it is created/),
    })
    expect((await api(collection(id), { body: { filename: 'c.nc' } })).status).toBe(409)
    expect(await rainFiles(id)).toHaveLength(1)
  })

  it('is not found for another organisation or an unknown id', async () => {
    const id = await createdRun()
    await announce(id, 'a.nc')
    const outsider = await api(collection(id), { token: DEMO_TOKENS.outsider })
    expect(outsider.status).toBe(404)
    expect((await api(`${collection(id)}999/`)).status).toBe(404)
    expect((await api(`${collection(id)}abc/`)).status).toBe(404)
  })

  it('validates again a file left uploaded, or says its bytes are gone', async () => {
    const id = await createdRun()
    const record = await uploadAndValidate(id, 'sample.nc', await sampleRainNetcdf4())
    const stored = (backend.world.rainNetcdfs ?? []).find((each) => each.id === record.id)
    if (!stored) throw new Error('no stored record')
    stored.file.state = 'uploaded'
    await rainFiles(id)
    await rainValidationsSettled(backend.storage)
    expect((await rainFiles(id))[0]?.file.state).toBe('processed')
    stored.file.state = 'uploaded'
    stored.storage_key = 'simulations/0/rain-netcdf/0/gone.nc'
    const [gone] = await rainFiles(id)
    expect(gone?.file).toMatchObject({
      state: 'error',
      state_description: expect.stringMatching(/no longer stored/),
    })
  })
})
