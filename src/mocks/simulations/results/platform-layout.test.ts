import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { RESULTS_FILENAME } from './filenames'
import { generateResultFile } from './generate'
import { sampleRun } from './sample-runs'

/** What `ncdump -h` says of a file: dimensions, variables (type, dimensions), attribute types. */
type Header = {
  dimensions: Map<string, { unlimited: boolean }>
  variables: Map<string, { type: string; dimensions: string[] }>
  /** `variable:attribute` (`:attribute` for a global one) → its CDL type. */
  attributes: Map<string, string>
}

const FACTS = 'test-data/platform/facts'
const CORPUS = {
  'core 3.5.4, 1D and 2D': `${FACTS}/zwartedijkspolder--results_3di.nc.cdl`,
  'core 3.6.10, 2D only': `${FACTS}/water-quality--results_3di.nc.cdl`,
}

/** The CDL type of an attribute's value: a `string` prefix, quotes, or a number's suffix. */
function attributeType(prefix: string | undefined, value: string): string {
  if (prefix === 'string') return 'string'
  if (value.startsWith('"')) return 'char'
  if (/LL$/.test(value)) return 'int64'
  if (/f$/.test(value)) return 'float'
  if (/[.e]/.test(value)) return 'double'
  return 'int'
}

function parseHeader(cdl: string): Header {
  const header: Header = { dimensions: new Map(), variables: new Map(), attributes: new Map() }
  let section = ''
  for (const line of cdl.split('\n').map((text) => text.trim())) {
    if (/^(dimensions|variables):$/.test(line)) section = line
    const dimension = /^(\w+) = (UNLIMITED|\d+) ;/.exec(line)
    if (section === 'dimensions:' && dimension?.[1]) {
      header.dimensions.set(dimension[1], { unlimited: dimension[2] === 'UNLIMITED' })
    }
    const variable = /^(char|byte|short|int|int64|float|double|string) (\w+)(?:\((.*)\))? ;$/.exec(
      line,
    )
    if (variable?.[1] && variable[2]) {
      const dimensions = variable[3]?.split(',').map((name) => name.trim()) ?? []
      header.variables.set(variable[2], { type: variable[1], dimensions })
    }
    const attribute = /^(?:(\w+) )?(\w*):(\w+) = (.*) ;$/.exec(line)
    if (attribute?.[3] && attribute[4] !== undefined) {
      const [, prefix, owner = '', name, value] = attribute
      header.attributes.set(`${owner}:${name}`, attributeType(prefix, value))
    }
  }
  return header
}

/** ncdump reads our bytes with the netCDF library itself: what a modeller's tools would see. */
function ncdumpHeader(bytes: Uint8Array): Header {
  const folder = mkdtempSync(join(tmpdir(), 'polder-layout-'))
  try {
    const path = join(folder, RESULTS_FILENAME)
    writeFileSync(path, bytes)
    return parseHeader(execFileSync('ncdump', ['-h', path], { encoding: 'utf8' }))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    throw new Error('This test needs ncdump: install the netcdf-bin package (see the README)')
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/**
 * What the platform writes and the mock leaves out, each with why. The mock's flow model has
 * water levels, velocities and discharges only; everything else would be made-up numbers.
 */
const NOT_WRITTEN = new Map([
  ['Mesh2D_vol', 'no volumes in the mock flow model'],
  ['Mesh2D_su', 'no wet surface in the mock flow model'],
  ['Mesh2D_ucx', 'no cell-centre velocity components in the mock flow model'],
  ['Mesh2D_ucy', 'no cell-centre velocity components in the mock flow model'],
  ['Mesh2D_rain', 'rain is one nominal intensity, not per cell'],
  ['Mesh2D_q_sss', 'no surface sources and sinks'],
  ['Mesh2D_q_lat', 'no lateral discharges'],
  ['Mesh2D_au', 'no wet cross-section in the mock flow model'],
  ['Mesh2D_infiltration_rate_simple', 'no infiltration in the mock flow model'],
  ['Mesh2DContour_x', 'cell corners are in gridadmin.h5, which Polder reads for the map'],
  ['Mesh2DContour_y', 'cell corners are in gridadmin.h5, which Polder reads for the map'],
  ['Mesh2DFace_sumax', 'no cell surface in the mock flow model'],
  ['Mesh1D_vol', 'no volumes in the mock flow model'],
  ['Mesh1D_su', 'no wet surface in the mock flow model'],
  ['Mesh1D_rain', 'rain is one nominal intensity, not per node'],
  ['Mesh1D_q_lat', 'no lateral discharges'],
  ['Mesh1D_au', 'no wet cross-section in the mock flow model'],
  ['Mesh1DNode_sumax', 'no node surface in the mock flow model'],
  ['Mesh1D_q_pump', 'the mock models have no pumps'],
  ['Mesh1DPump_id', 'the mock models have no pumps'],
  ['Mesh1D_Pump_xcc', 'the mock models have no pumps'],
  ['Mesh1D_Pump_ycc', 'the mock models have no pumps'],
  ['Mesh1D_breach_depth', 'breach growth is not modelled, only its inflow'],
  ['Mesh1D_breach_width', 'breach growth is not modelled, only its inflow'],
])

const run = sampleRun()
const ours = ncdumpHeader(await generateResultFile(run, RESULTS_FILENAME))

describe.each(Object.entries(CORPUS))('results_hydro.nc against the platform (%s)', (_, path) => {
  const platform = parseHeader(readFileSync(path, 'utf8'))
  const written = [...platform.variables].filter(([name]) => !NOT_WRITTEN.has(name))

  it('has the platform’s dimensions, unlimited where the platform’s are', () => {
    const used = new Set(written.flatMap(([, variable]) => variable.dimensions))
    const expected = [...platform.dimensions].filter(([name]) => used.has(name))
    for (const [name, { unlimited }] of expected) {
      expect(ours.dimensions.get(name), name).toMatchObject({ unlimited })
    }
    expect(ours.dimensions.get('time')).toEqual({ unlimited: true })
  })

  it('has each variable the platform writes, of its type and on its dimensions', () => {
    const missing = written.filter(([name]) => !ours.variables.has(name)).map(([name]) => name)
    expect(missing).toEqual([])
    for (const [name, variable] of written) expect(ours.variables.get(name), name).toEqual(variable)
  })

  it('writes no variable the platform does not (no UGRID mesh topology)', () => {
    const extra = [...ours.variables.keys()].filter((name) => !platform.variables.has(name))
    expect(extra.filter((name) => !name.startsWith('Mesh1D') || path.includes('zwarte'))).toEqual(
      [],
    )
  })

  it('has the platform’s global attributes, of their types (int64 ids, fixed-length text)', () => {
    const globals = [...platform.attributes].filter(([key]) => key.startsWith(':'))
    for (const [key, type] of globals) expect(ours.attributes.get(key), key).toBe(type)
  })

  it('types each written variable’s fill value and text attributes as the platform does', () => {
    for (const [name] of written) {
      for (const [key, type] of platform.attributes) {
        if (!key.startsWith(`${name}:`)) continue
        if (ours.attributes.has(key)) expect(ours.attributes.get(key), key).toBe(type)
      }
      const fill = `${name}:_FillValue`
      if (platform.attributes.has(fill)) expect(ours.attributes.get(fill), fill).toBeDefined()
    }
  })
})
