import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { RESULTS_FILENAME } from './filenames'
import { generateResultFile } from './generate'
import { openNetcdf, sampleRun, seededModel } from './sample-runs'
import { buildGridadminH5 } from '@/mocks/seed/models/gridadmin'

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

/** docs/platform-files.md's tables: per part, the names the demo writes and the ones it does not. */
function layoutTable(heading: string): { written: Set<string>; notWritten: Set<string> } {
  const doc = readFileSync('docs/platform-files.md', 'utf8')
  const section = doc.slice(doc.indexOf(`### ${heading}`)).split('\n\n###')[0] ?? ''
  const table = { written: new Set<string>(), notWritten: new Set<string>() }
  for (const row of section.split('\n').filter((line) => line.startsWith('| '))) {
    const [part = '', written = '', notWritten = ''] = row
      .split('|')
      .slice(1)
      .map((cell) => cell.trim())
    const group = /^`(\w+)`$/.exec(part)?.[1]
    const named = (cell: string) =>
      [...cell.matchAll(/`(\w+)`/g)].map(([, name]) => (group ? `${group}/${name}` : `${name}`))
    named(written).forEach((name) => table.written.add(name))
    // Only the names before each reason's colon: a reason may name a dataset in backticks too.
    for (const clause of notWritten.split('; ')) {
      named(clause.split(':')[0] ?? '').forEach((name) => table.notWritten.add(name))
    }
  }
  return table
}

const RESULTS_TABLE = layoutTable('Results')
const NOT_WRITTEN = RESULTS_TABLE.notWritten

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

  it('is listed whole in docs/platform-files.md, and what the table says is not written is not', () => {
    const listed = (name: string) => RESULTS_TABLE.written.has(name) || NOT_WRITTEN.has(name)
    expect([...platform.variables.keys()].filter((name) => !listed(name))).toEqual([])
    expect([...NOT_WRITTEN].filter((name) => ours.variables.has(name))).toEqual([])
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

/** `group/dataset` → its type class and rank, as gridadmin.h5.txt gives them for one platform file. */
type H5Layout = Map<string, { type: string; rank: number }>

const H5_TYPES: Record<string, string> = {
  H5T_IEEE_F64LE: 'float64',
  H5T_STD_I32LE: 'int32',
  H5T_ENUM: 'enum',
  H5T_STRING: 'string',
  H5T_VLEN: 'vlen',
}

function platformGridadmins(): H5Layout[] {
  const text = readFileSync(`${FACTS}/gridadmin.h5.txt`, 'utf8')
  return text
    .split(/^HDF5 /m)
    .slice(1)
    .map((file) => {
      const layout: H5Layout = new Map()
      let group = ''
      for (const line of file.split('\n')) {
        group = /^ {3}GROUP "(\w+)"/.exec(line)?.[1] ?? group
        const dataset =
          /DATASET "(\w+)" \{ DATATYPE (\w+).*?DATASPACE (SCALAR|SIMPLE \{ \(([^)]*)\))/.exec(line)
        if (!dataset?.[1] || !dataset[2]) continue
        const rank = dataset[4] === undefined ? 0 : dataset[4].split(',').length
        layout.set(`${group}/${dataset[1]}`, { type: H5_TYPES[dataset[2]] ?? dataset[2], rank })
      }
      return layout
    })
}

async function mockGridadmin(): Promise<H5Layout> {
  const file = await openNetcdf(await buildGridadminH5(seededModel(1)))
  const layout: H5Layout = new Map()
  const types: Record<string, string> = { '<d': 'float64', '<i': 'int32', '<b': 'int8' }
  for (const group of file.keys()) {
    const entity = file.get(group)
    if (!entity || !('keys' in entity)) continue
    for (const name of entity.keys()) {
      const dataset = file.get(`${group}/${name}`)
      if (!dataset || !('shape' in dataset)) continue
      const type = String(dataset.dtype)
      layout.set(`${group}/${name}`, {
        type: types[type] ?? type,
        rank: dataset.shape?.length ?? 0,
      })
    }
  }
  file.close()
  return layout
}

describe('gridadmin.h5 against the platform’s three', () => {
  const table = layoutTable('Grid administration')
  const platforms = platformGridadmins()
  const names = new Set(platforms.flatMap((layout) => [...layout.keys()]))

  it('is listed whole in docs/platform-files.md', () => {
    expect(platforms).toHaveLength(3)
    const listed = (name: string) => table.written.has(name) || table.notWritten.has(name)
    expect([...names].filter((name) => !listed(name))).toEqual([])
  })

  it('holds each dataset the table says it writes, of the platform’s type and rank', async () => {
    const ours = await mockGridadmin()
    for (const name of table.written) {
      const theirs = platforms.map((layout) => layout.get(name)).find(Boolean)
      const mine = ours.get(name)
      expect(mine, name).toBeDefined()
      // h5wasm writes no HDF5 enum: the platform's enum flags are plain integers here.
      const type = theirs?.type === 'enum' && /^int/.test(mine?.type ?? '') ? 'enum' : mine?.type
      expect({ type, rank: mine?.rank }, name).toEqual(theirs)
    }
    expect([...table.notWritten].filter((name) => ours.has(name))).toEqual([])
  })
})
