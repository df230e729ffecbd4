import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readH5Bytes } from '@/lib/h5-file'
import { isInternalAttribute } from '@/lib/netcdf-names'
import { outputTimesText } from '@/lib/netcdf-time'
import { AGGREGATE_FILENAME, RESULTS_FILENAME } from '@/mocks/simulations/results/filenames'
import { generateResultFile } from '@/mocks/simulations/results/generate'
import { sampleRun } from '@/mocks/simulations/results/sample-runs'
import { describeNetcdf, type NetcdfHeader } from './netcdf-header'
import { parseCdl, writeNetcdfOfCdl } from './netcdf-header-cdl.fixture'

const PLATFORM = 'test-data/platform'
const FACTS = join(PLATFORM, 'facts')

/** Every NetCDF file the platform wrote, with its ncdump -h text beside it in facts/. */
const corpus = readdirSync(PLATFORM, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'facts')
  .flatMap((folder) =>
    readdirSync(join(PLATFORM, folder.name))
      .filter((name) => name.endsWith('.nc'))
      .map((name) => ({
        path: join(PLATFORM, folder.name, name),
        cdl: join(FACTS, `${folder.name}--${name}.cdl`),
      })),
  )

const describeFile = (bytes: Uint8Array) => readH5Bytes(bytes, describeNetcdf)
const variable = (header: NetcdfHeader, name: string) =>
  header.variables.find((entry) => entry.name === name)
const axisText = (header: NetcdfHeader, name: string) => {
  const axis = header.timeAxes.find((entry) => entry.name === name)
  return axis && outputTimesText(axis, axis.units)
}

/** The facts every header must agree with: its ncdump -h text. */
function expectAsNcdumpSays(header: NetcdfHeader, cdlText: string) {
  const cdl = parseCdl(cdlText)
  expect(header.dimensions).toEqual(
    expect.arrayContaining(cdl.dimensions.map(({ name, size }) => ({ name, size }))),
  )
  for (const { owner, name, value } of cdl.attributes) {
    if (owner !== '' && name === 'units') expect(variable(header, owner)?.units).toBe(value)
  }
  for (const { name } of cdl.variables) {
    const found = variable(header, name)
    if (!cdl.attributes.some((entry) => entry.owner === name && entry.name === 'units')) {
      expect(found?.units).toBeNull()
    }
  }
  expect(header.attributes.filter(({ name }) => isInternalAttribute(name))).toEqual([])
}

describe('the results header over every platform file', () => {
  it('has the corpus it promises', () => {
    expect(corpus.map(({ path }) => path).sort()).toEqual([
      'test-data/platform/water-quality/results_3di.nc',
      'test-data/platform/water-quality/water_quality_results_3di.nc',
      'test-data/platform/zwartedijkspolder/results_3di.nc',
    ])
  })

  it.each(corpus)('$path: dimensions, units and attributes as ncdump reads them', async (file) => {
    expect(existsSync(file.cdl)).toBe(true)
    const header = await describeFile(new Uint8Array(readFileSync(file.path)))
    expectAsNcdumpSays(header, readFileSync(file.cdl, 'utf8'))
  })

  it('core 3.5.4 with 1D and 2D: both meshes from the names, irregular output times', async () => {
    const header = await describeFile(readFileSync(`${PLATFORM}/zwartedijkspolder/results_3di.nc`))
    expect(header.meshes).toEqual([
      { name: 'Mesh2D', topologyDimension: 2, variables: 24 },
      { name: 'Mesh1D', topologyDimension: 1, variables: 25 },
    ])
    expect(variable(header, 'Mesh2D_s1')?.mesh).toBe('Mesh2D')
    expect(variable(header, 'Mesh1D_q_pump')?.mesh).toBe('Mesh1D')
    expect(variable(header, 'projected_coordinate_system')?.mesh).toBeNull()
    expect(header.timeAxes.map(({ name }) => name)).toEqual(['time'])
    expect(axisText(header, 'time')).toBe('25 output times from 0 to 6 h, intervals 886 s to 913 s')
  })

  it('core 3.6.10, 2D only: no 1D mesh, its unlimited dimensions at their true size', async () => {
    const header = await describeFile(readFileSync(`${PLATFORM}/water-quality/results_3di.nc`))
    expect(header.meshes.map(({ name }) => name)).toEqual(['Mesh2D'])
    expect(header.dimensions).toEqual(
      expect.arrayContaining([
        { name: 'epsg_count', size: 2048 },
        { name: 'strlen', size: 1 },
        { name: 'nMesh1D_nodes', size: 0 },
      ]),
    )
    expect(axisText(header, 'time')).toBe('5 output times from 0 to 4 h, every 3600 s')
    const water = await describeFile(
      readFileSync(`${PLATFORM}/water-quality/water_quality_results_3di.nc`),
    )
    expect(variable(water, 'substance1_2D')?.mesh).toBe('Mesh2D')
  })

  it('aggregate results (facts): one time axis per aggregated variable, units or not', async () => {
    const text = readFileSync(join(FACTS, 'aggregate_results_3di.cdl'), 'utf8')
    const bytes = await writeNetcdfOfCdl(text, (name, size) =>
      name.startsWith('time_')
        ? Array.from({ length: size }, (_, index) => index * 3600)
        : undefined,
    )
    const header = await describeFile(bytes)
    expectAsNcdumpSays(header, text)
    // h5wasm writes in name order, the platform in creation order: compare as sets.
    const axes = header.timeAxes.map(({ name, variables }) => [name, variables.toSorted()])
    expect(Object.fromEntries(axes)).toEqual({
      time_s1_max: ['Mesh1D_s1_max', 'Mesh2D_s1_max'],
      time_q_cum: ['Mesh1D_q_cum', 'Mesh2D_q_cum'],
      time_rain_avg: ['Mesh2D_rain_avg'],
    })
    expect(axisText(header, 'time_s1_max')).toBe('4 output times from 0 to 3 h, every 3600 s')
    expect(axisText(header, 'time_rain_avg')).toBe(
      '3 output times from 0 to 7200, every 3600; no unit given',
    )
    expect(header.meshes.map(({ name }) => name).sort()).toEqual(['Mesh1D', 'Mesh2D'])
  })
})

describe('the results header over the mock’s own files', () => {
  it.each([RESULTS_FILENAME, AGGREGATE_FILENAME])('%s: meshes, time and units', async (name) => {
    const header = await describeFile(await generateResultFile(sampleRun(), name))
    expect(header.meshes.map(({ name: mesh }) => mesh)).toEqual(
      expect.arrayContaining(['Mesh2D', 'Mesh1D']),
    )
    expect(variable(header, header.timeAxes[0]?.variables[0] ?? '')?.mesh).toMatch(/^Mesh[12]D$/)
    expect(header.timeAxes.length).toBeGreaterThan(0)
    for (const axis of header.timeAxes) {
      expect(outputTimesText(axis, axis.units)).toMatch(/^\d+ output times?\b/)
    }
    expect(header.attributes.filter(({ name: key }) => isInternalAttribute(key))).toEqual([])
  })
})
