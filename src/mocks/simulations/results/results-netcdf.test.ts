import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, describe, expect, it } from 'vitest'
import { breachSitesOf } from './breach-sites'
import { AGGREGATE_FILENAME, logZipFilename, RESULTS_FILENAME } from './filenames'
import { generateResultFile } from './generate'
import { RESULT_VALUE_BUDGET } from './output-axis'
import { openNetcdf, sampleBreach, sampleRun, seededModel } from './sample-runs'
import { computeWaterBalance } from './water-balance'
import { gridadminContent } from '@/mocks/seed/models/gridadmin-content'

type NcFile = Awaited<ReturnType<typeof openNetcdf>>
const opened: NcFile[] = []
afterAll(() => {
  for (const file of opened) file.close()
})

async function open(bytes: Uint8Array): Promise<NcFile> {
  const file = await openNetcdf(bytes)
  opened.push(file)
  return file
}

function variable(file: NcFile, name: string) {
  const entity = file.get(name)
  if (!entity || !('shape' in entity)) throw new Error(`No variable ${name}`)
  return entity
}
const attr = (target: { attrs: Record<string, { value: unknown }> }, name: string) =>
  target.attrs[name]?.value
const dimensionsOf = (file: NcFile, name: string) => {
  const dataset = variable(file, name)
  return (dataset.shape ?? []).map((_, index) => dataset.get_attached_scales(index))
}
/** Values of the last time step of a (time, place) variable. */
function lastStep(file: NcFile, name: string): number[] {
  const dataset = variable(file, name)
  const [steps = 0, places = 0] = dataset.shape ?? []
  const values = Array.from(dataset.value as Float32Array)
  return values.slice((steps - 1) * places, steps * places)
}

/** Depth per cell: a dry cell's level is the fill -9999 (depth 0). */
function depthsOf(file: NcFile, levels: number[]): number[] {
  const bottom = variable(file, 'Mesh2DFace_zcc').value as Float64Array
  return levels.map((level, index) => (level === -9999 ? 0 : level - (bottom[index] ?? 0)))
}

/** ncdump, when the machine has it: the same bytes read by the netCDF library itself. */
function ncdumpHeader(bytes: Uint8Array): string | null {
  try {
    execFileSync('ncdump', ['--version'], { stdio: 'ignore' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
  }
  const folder = mkdtempSync(join(tmpdir(), 'polder-nc-'))
  try {
    const path = join(folder, RESULTS_FILENAME)
    writeFileSync(path, bytes)
    return execFileSync('ncdump', ['-h', path], { encoding: 'utf8' })
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

// Each case writes and reads a few MB of HDF5: generous limits for a busy 2-core machine.
describe('results_hydro.nc', { timeout: 60_000 }, () => {
  it('is NetCDF4 in the platform layout: CF-1.6, irregular output times, 1D/2D meshes by name', async () => {
    const bytes = await generateResultFile(sampleRun(), RESULTS_FILENAME)
    const file = await open(bytes)
    expect(attr(file, 'conventions')).toBe('CF-1.6')
    expect(attr(file, 'threedicore_version')).toBe('3.6.10')
    expect(attr(file, 'output_time_step')).toBe(300)
    const time = variable(file, 'time')
    const times = Array.from(time.value as Float32Array)
    expect(times).toHaveLength(13)
    expect([times[0], times.at(-1)]).toEqual([0, 3600])
    // The solver's first time at or past each output moment, as the platform writes them.
    times.slice(1, -1).forEach((value, index) => {
      expect(value - (index + 1) * 300).toBeGreaterThanOrEqual(0)
      expect(value - (index + 1) * 300).toBeLessThan(10)
    })
    expect(
      new Set(times.slice(1).map((value, index) => value - (times[index] ?? 0))).size,
    ).toBeGreaterThan(1)
    expect(attr(time, 'units')).toBe('seconds since 2026-11-21 00:00:00')
    expect(attr(time, 'standard_name')).toBe('time')

    // No UGRID topology variable: the platform names the mesh in each variable's name.
    expect(file.get('Mesh2D')).toBeFalsy()
    expect(file.get('Mesh1D')).toBeFalsy()
    expect(variable(file, 'Mesh2DFace_xcc').shape).toEqual([20_000])
    expect(attr(variable(file, 'Mesh2DFace_xcc'), 'standard_name')).toBe('projection_x_coordinate')
    expect(attr(variable(file, 'projected_coordinate_system'), 'EPSG_code')).toBe('EPSG:28992')

    const s1 = variable(file, 'Mesh2D_s1')
    expect(s1.shape).toEqual([13, 20_000])
    expect(attr(s1, 'units')).toBe('m')
    expect(attr(s1, 'standard_name')).toBe('water_surface_height_above_reference_datum')
    expect(attr(s1, 'long_name')).toBe('water level')
    expect(dimensionsOf(file, 'Mesh2D_s1')).toEqual([['/time'], ['/nMesh2D_nodes']])
    expect(dimensionsOf(file, 'Mesh2D_u1')).toEqual([['/time'], ['/nMesh2D_lines']])
    expect(attr(variable(file, 'Mesh2D_u1'), 'units')).toBe('m s-1')
    expect(attr(variable(file, 'Mesh2D_q'), 'units')).toBe('m3 s-1')
    expect(dimensionsOf(file, 'Mesh1D_s1')).toEqual([['/time'], ['/nMesh1D_nodes']])
    expect(dimensionsOf(file, 'Mesh1D_q')).toEqual([['/time'], ['/nMesh1D_lines']])
    // A dimension without a coordinate variable, marked the way netCDF-4 marks it.
    expect(String(attr(variable(file, 'nMesh2D_nodes'), 'NAME'))).toMatch(
      /^This is a netCDF dimension but not a netCDF variable\. +20000$/,
    )

    const header = ncdumpHeader(bytes)
    if (header !== null) {
      expect(header).toContain('time = UNLIMITED ; // (13 currently)')
      expect(header).toContain('nMesh2D_nodes = 20000 ;')
      expect(header).toMatch(/float Mesh2D_s1\(time, nMesh2D_nodes\)/)
      expect(header).toMatch(/Mesh1D_q:units = "m3 s-1"/)
      expect(header).toMatch(/:conventions = "CF-1.6"/)
      expect(header).toMatch(/:simulation_id = 41LL/)
      // netCDF reads the dimension-only datasets as dimensions, not as variables.
      expect(header).not.toMatch(/nMesh2D_nodes\(nMesh2D_nodes\)/)
    }
  })

  it('a breach raises the water level near it, far more than further away', async () => {
    const breach = sampleBreach(1, 0)
    const run = sampleRun({ breaches: [breach] })
    const [site] = breachSitesOf(run)
    const file = await open(await generateResultFile(run, RESULTS_FILENAME))
    const withBreach = depthsOf(file, lastStep(file, 'Mesh2D_s1'))
    const without = lastStep(
      await open(await generateResultFile(sampleRun(), RESULTS_FILENAME)),
      'Mesh2D_s1',
    )
    const withoutDepth = depthsOf(file, without)
    const cell = (site?.cellId ?? 0) - 1
    const rise = (index: number) => (withBreach[index] ?? 0) - (withoutDepth[index] ?? 0)
    expect(rise(cell)).toBeGreaterThan(0.3)
    const farthest = rise(cell < 10_000 ? 19_999 : 0)
    expect(farthest).toBeLessThan(rise(cell) / 10)
  })

  it('rain raises the water level everywhere', async () => {
    const rainy = sampleRun({ rains: [{ start: 0, end: 3600 }] })
    const wet = lastStep(await open(await generateResultFile(rainy, RESULTS_FILENAME)), 'Mesh2D_s1')
    const dry = lastStep(
      await open(await generateResultFile(sampleRun(), RESULTS_FILENAME)),
      'Mesh2D_s1',
    )
    const rises = wet.map((level, index) => level - (dry[index] ?? 0))
    expect(Math.min(...rises)).toBeGreaterThan(0.005)
  })

  it('keeps a large model small by writing every k-th output step', async () => {
    const run = sampleRun({ model: seededModel(2), duration: 10_800, endTime: 10_800 })
    const file = await open(await generateResultFile(run, RESULTS_FILENAME))
    const step = Number(attr(file, 'output_time_step'))
    expect(step % 300).toBe(0)
    expect(step).toBeGreaterThan(300)
    const [steps = 0, cells = 0] = variable(file, 'Mesh2D_s1').shape ?? []
    expect(steps * cells).toBeLessThanOrEqual(RESULT_VALUE_BUDGET)
    expect(Array.from(variable(file, 'time').value as Float32Array).at(-1)).toBe(10_800)
  })
})

describe('the logs and the result files of one run', { timeout: 60_000 }, () => {
  it('give the output step and the number of output times of the time axis', async () => {
    for (const run of [
      sampleRun({ duration: 7200, endTime: 7200 }),
      sampleRun({ model: seededModel(2), duration: 10_800, endTime: 10_800 }),
    ]) {
      const file = await open(await generateResultFile(run, RESULTS_FILENAME))
      const times = Array.from(variable(file, 'time').value as Float32Array)
      const step = Number(attr(file, 'output_time_step'))
      expect(times[1]).toBeGreaterThanOrEqual(step)
      expect(times[1]).toBeLessThan(step + 10)
      const zip = unzipSync(await generateResultFile(run, logZipFilename(run.simulationId)))
      const log = strFromU8(zip['simulation.log'] ?? new Uint8Array())
      expect(log).toContain(`Output time step ${step} s, ${times.length} output times`)
      const summary = JSON.parse(strFromU8(zip['flow_summary.json'] ?? new Uint8Array()))
      expect(summary.general_information.simulation_time.value).toBe(times.at(-1))
      const balance = strFromU8(zip['water_balance.csv'] ?? new Uint8Array())
      const balanceTimes = balance
        .trim()
        .split('\n')
        .slice(1)
        .map((row) => Number(row.split(',')[0]))
      // The balance rows are the output moments; the results file has the solver's times there.
      expect(balanceTimes).toHaveLength(times.length)
      balanceTimes.forEach((moment, index) =>
        expect((times[index] ?? Number.NaN) - moment).toBeGreaterThanOrEqual(0),
      )
    }
  })
})

describe('aggregate_results_hydro.nc', { timeout: 60_000 }, () => {
  it('holds hourly maxima and cumulative discharges on both meshes', async () => {
    const run = sampleRun({ duration: 7200, endTime: 7200, breaches: [sampleBreach(1, 600)] })
    const bytes = await generateResultFile(run, AGGREGATE_FILENAME)
    const file = await open(bytes)
    expect(attr(file, 'conventions')).toBe('CF-1.6')
    expect(attr(file, 'result_type')).toBe('aggregate')
    expect(attr(file, 'aggregation_interval')).toBe(3600)
    // No `time`: one axis per quantity and method, shared by 1D and 2D (time_s1_max).
    expect(file.get('time')).toBeFalsy()
    const ends = Array.from(variable(file, 'time_s1_max').value as Float32Array)
    expect(ends).toHaveLength(2)
    expect(ends[1]).toBe(7200)
    expect(ends[0]).toBeGreaterThanOrEqual(3600)
    expect(ends[0]).toBeLessThan(3610)
    expect(variable(file, 'time_q_cum').shape).toEqual([2])
    const max = variable(file, 'Mesh2D_s1_max')
    expect(max.shape).toEqual([2, 20_000])
    expect(attr(max, 'cell_methods')).toBe('time: maximum (interval: 3600 s)')
    expect(attr(variable(file, 'Mesh2D_q_cum'), 'units')).toBe('m3')
    expect(dimensionsOf(file, 'Mesh1D_s1_max')).toEqual([['/time_s1_max'], ['/nMesh1D_nodes']])
    expect(dimensionsOf(file, 'Mesh2D_q_cum')).toEqual([['/time_q_cum'], ['/nMesh2D_lines']])
    const header = ncdumpHeader(bytes)
    if (header !== null) {
      expect(header).toMatch(/float Mesh2D_s1_max\(time_s1_max, nMesh2D_nodes\)/)
      expect(header).toContain('time_s1_max = UNLIMITED ; // (2 currently)')
      expect(header).toMatch(/Mesh2D_q_cum:units = "m3"/)
    }
    const maxima = lastStep(file, 'Mesh2D_s1_max')
    const levels = lastStep(
      await open(await generateResultFile(run, RESULTS_FILENAME)),
      'Mesh2D_s1',
    )
    maxima.forEach((value, index) => expect(value).toBeGreaterThanOrEqual(levels[index] ?? 0))
  })

  it('is not made for a model without aggregation (the sewer model)', async () => {
    const run = sampleRun({ model: seededModel(3) })
    await expect(generateResultFile(run, AGGREGATE_FILENAME)).rejects.toThrow(/no aggregation/)
  })
})

describe(
  'every line, pump and breach of the grid, as the platform writes them',
  { timeout: 60_000 },
  () => {
    const breach = sampleBreach(1, 600)
    const run = sampleRun({ breaches: [breach] })
    const grid = gridadminContent(run.model)
    const gridLines = Array.from(grid.groups.lines?.id?.data ?? [])
    const kcu = grid.groups.lines?.kcu?.data ?? new Int32Array()
    const ids = (file: NcFile, name: string) => Array.from(variable(file, name).value as Int32Array)

    it.each([RESULTS_FILENAME, AGGREGATE_FILENAME])(
      '%s holds every line of the grid, by id',
      async (name) => {
        const file = await open(await generateResultFile(run, name))
        const lines = [...ids(file, 'Mesh2DLine_id'), ...ids(file, 'Mesh1DLine_id')]
        expect(lines).toEqual(gridLines)
        // The 1D-2D lines at the breaches close the 1D mesh, typed as the grid types them.
        const types = ids(file, 'Mesh1DLine_type')
        ids(file, 'Mesh1DLine_id').forEach((id, index) => expect(types[index]).toBe(kcu[id - 1]))
        expect(types.filter((type) => type === 55).length).toBeGreaterThan(0)
      },
    )

    it('writes a dry cell’s water level as the fill value -9999, a wet one above its bottom', async () => {
      const file = await open(await generateResultFile(run, RESULTS_FILENAME))
      const bottom = Array.from(variable(file, 'Mesh2DFace_zcc').value as Float64Array)
      expect(attr(variable(file, 'Mesh2D_s1'), '_FillValue')).toBe(-9999)
      const first = Array.from(variable(file, 'Mesh2D_s1').value as Float32Array).slice(
        0,
        bottom.length,
      )
      expect(first.every((level) => level === -9999)).toBe(true)
      const last = lastStep(file, 'Mesh2D_s1')
      const dry = last.filter((level) => level === -9999).length
      expect(dry).toBeGreaterThan(0)
      expect(dry).toBeLessThan(last.length)
      last.forEach((level, index) => {
        if (level !== -9999) expect(level).toBeGreaterThan(bottom[index] ?? Infinity)
      })
    })

    it('gives each pump of the grid its discharge: within its capacity, what the water balance pumps', async () => {
      const file = await open(await generateResultFile(run, RESULTS_FILENAME))
      const capacities = Array.from(grid.groups.pumps?.capacity?.data ?? [])
      expect(capacities.length).toBeGreaterThan(0)
      expect(ids(file, 'Mesh1DPump_id')).toEqual(capacities.map((_, index) => index + 1))
      const pumped = variable(file, 'Mesh1D_q_pump')
      expect(pumped.shape).toEqual([13, capacities.length])
      expect(attr(pumped, 'units')).toBe('m3 s-1')
      Array.from(pumped.value as Float32Array).forEach((q, index) => {
        expect(q).toBeGreaterThanOrEqual(0)
        expect(q).toBeLessThanOrEqual(
          Math.fround((capacities[index % capacities.length] ?? 0) / 1000),
        )
      })
      // Over the run the pumps move what the water balance says they pumped.
      const { rows } = computeWaterBalance(run)
      const q = Array.from(pumped.value as Float32Array)
      const moved = rows.reduce((sum, row, step) => {
        const interval = row.time - (rows[step - 1]?.time ?? row.time)
        const flow = q.slice(step * capacities.length, (step + 1) * capacities.length)
        return sum + flow.reduce((total, value) => total + value, 0) * interval
      }, 0)
      const balance = rows.reduce((sum, row) => sum + row.pumps, 0) / 1000
      expect(balance).toBeGreaterThan(0)
      expect(Math.abs(moved - balance) / balance).toBeLessThan(1e-5)
    })

    it('grows the opened breach’s depth and width on its 1D-2D line, none on the other lines', async () => {
      const file = await open(await generateResultFile(run, RESULTS_FILENAME))
      const lineIds = ids(file, 'Mesh1DLine_id')
      const line = lineIds.indexOf(breach.lineId)
      expect(line).toBeGreaterThan(0)
      const series = (name: string) => {
        const values = Array.from(variable(file, name).value as Float32Array)
        return Array.from({ length: 13 }, (_, step) =>
          values.slice(step * lineIds.length, (step + 1) * lineIds.length),
        )
      }
      const [depth, width] = [series('Mesh1D_breach_depth'), series('Mesh1D_breach_width')]
      const depths = depth.map((step) => step[line] ?? Number.NaN)
      // Opened at 600 s: no breach until then, then deeper until its maximum depth.
      expect(depths.slice(0, 3)).toEqual([0, 0, 0])
      expect(depths[3]).toBeGreaterThan(0)
      depths.slice(3).forEach((value, index) => {
        expect(value).toBeGreaterThanOrEqual(depths[index + 2] ?? 0)
      })
      expect(depth.at(-1)?.[line]).toBeCloseTo(breach.maximumBreachDepth, 5)
      expect(width.at(-1)?.[line]).toBeCloseTo(3 * breach.initialWidth, 5)
      expect(depth.at(-1)?.filter((value, index) => index !== line && value !== -9999)).toEqual([])
      const q = series('Mesh1D_q').at(-1)?.[line] ?? 0
      expect(q).toBeLessThan(0)
    })
  },
)
