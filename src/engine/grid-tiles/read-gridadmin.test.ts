import { readFileSync } from 'node:fs'
import proj4 from 'proj4'
import { describe, expect, it, vi } from 'vitest'
import { crsConverter } from '@/lib/crs/crs'
import { readH5Bytes, type H5File } from '@/lib/h5-file'
import { loadH5wasm } from '@/lib/h5wasm-loader'
import { buildGridadminH5 } from '@/mocks/seed/models/gridadmin'
import { seededModels } from '@/testing/seeded-models'
import type { GridCells } from './grid-cells'
import { readGridCells } from './read-gridadmin'
import { readGridCellsBefore } from './read-gridadmin-before.fixture'

type CorpusFile = {
  name: string
  bytes: () => Promise<Uint8Array>
  /** Where the model lies: lon/lat and how far (degrees) the grid's centre may be from it. */
  near: [number, number, number]
}

const platformFile = (folder: string, near: CorpusFile['near']): CorpusFile => ({
  name: `platform ${folder}`,
  bytes: () => Promise.resolve(readFileSync(`test-data/platform/${folder}/gridadmin.h5`)),
  near,
})

const { byName } = seededModels()
const mockFile = (modelName: string): CorpusFile => {
  const model = byName(modelName)
  return {
    name: `mock ${modelName}`,
    bytes: () => buildGridadminH5(model),
    near: [...model.fixture.centre, 0.0001],
  }
}

const CORPUS: CorpusFile[] = [
  // Zwartedijkspolder lies between Heiloo and Alkmaar; the HHNK test model near Schagen.
  platformFile('zwartedijkspolder', [4.73, 52.61, 0.05]),
  platformFile('hhnk-piek-glg-t10', [4.72, 52.87, 0.05]),
  // threedidepth's test model, in central Limburg (RD x 189 km, y 355 km).
  platformFile('water-quality', [5.88, 51.19, 0.05]),
  mockFile('Zuidplaspolder'),
  mockFile('Rur floodplain Düren'),
]

/** What the file says of itself, read directly, to check the reader against. */
function facts(file: H5File) {
  const scalar = (path: string) => {
    const entity = file.get(path)
    return entity && 'shape' in entity ? Number(entity.value) : NaN
  }
  const dataset = (path: string) => {
    const entity = file.get(path)
    return entity && 'shape' in entity ? (entity.value as ArrayLike<number>) : []
  }
  return {
    n2dtot: scalar('meta/n2dtot'),
    gridSpace: scalar('grid_settings/grid_space'),
    x0p: scalar('grid_coordinate_attributes/x0p'),
    y0p: scalar('grid_coordinate_attributes/y0p'),
    firstIds: Array.from(dataset('nodes/id')).slice(0, 2),
    nodeZeroType: dataset('nodes/node_type')[0],
    // The platform's has_* are an enum over one signed byte; the mock's that byte (gridadmin.ts).
    has2d: file.attrs['has_2d']?.metadata,
    has2dValue: file.attrs['has_2d']?.value,
    epsgIsFixedLength: file.attrs['epsg_code']?.metadata.vlen === false,
    wkt: String(file.attrs['crs_wkt']?.value ?? ''),
  }
}

function centreOf(grid: GridCells): [number, number] {
  const east = Math.max(...grid.xmax)
  const north = Math.max(...grid.ymax)
  return crsConverter(grid.crs).inverse([(grid.origin[0] + east) / 2, (grid.origin[1] + north) / 2])
}

describe.each(CORPUS)('the grid administration $name', ({ bytes, near }) => {
  it('is laid out as the platform writes it', async () => {
    const fact = await readH5Bytes(await bytes(), facts)
    expect(fact.n2dtot).toBeGreaterThan(0)
    expect(fact.firstIds).toEqual([0, 1])
    expect(fact.nodeZeroType).toBe(-9999)
    expect(fact.has2d).toMatchObject({ size: 1, signed: true })
    expect(fact.has2dValue).toBe(1)
    expect(fact.epsgIsFixedLength).toBe(true)
    expect(fact.wkt).toMatch(/^PROJCS\[/)
  })

  it('gives meta/n2dtot cells, node 0 skipped, in the right place', async () => {
    const file = await bytes()
    const [grid, fact] = await Promise.all([readGridCells(file), readH5Bytes(file, facts)])
    expect(grid.count).toBe(fact.n2dtot)
    expect(grid.ids[0]).toBe(1)
    expect(Array.from(grid.ids)).not.toContain(0)
    expect(grid.gridSpace).toBe(fact.gridSpace)
    expect(grid.crs.wkt).toBe(fact.wkt)
    const [lon, lat] = centreOf(grid)
    expect(Math.abs(lon - near[0])).toBeLessThan(near[2])
    expect(Math.abs(lat - near[1])).toBeLessThan(near[2])
  })

  it('gives the 1D nodes’ points in id order, as the whole nodes/coordinates has them', async () => {
    const file = await bytes()
    const [grid, whole] = await Promise.all([
      readGridCells(file),
      readH5Bytes(file, (h5) => {
        const value = (path: string) => (h5.get(path) as { value: ArrayLike<number> }).value
        return {
          ids: Array.from(value('nodes/id')),
          types: Array.from(value('nodes/node_type')),
          coordinates: value('nodes/coordinates'),
        }
      }),
    ])
    const total = whole.ids.length
    const oneD = whole.ids
      .map((id, index) => ({ id, index }))
      .filter(({ index }) => whole.types[index] === 3 || whole.types[index] === 4)
      .sort((left, right) => left.id - right.id)
    expect(Array.from(grid.nodes1d.x)).toEqual(oneD.map(({ index }) => whole.coordinates[index]))
    expect(Array.from(grid.nodes1d.y)).toEqual(
      oneD.map(({ index }) => whole.coordinates[total + index]),
    )
  })

  it('places the grid origin where the file’s own WKT puts it, when that WKT has a datum shift', async () => {
    const file = await bytes()
    const [grid, fact] = await Promise.all([readGridCells(file), readH5Bytes(file, facts)])
    if (!fact.wkt.includes('TOWGS84')) return
    const ours = crsConverter(grid.crs).inverse([fact.x0p, fact.y0p])
    const theirs = proj4(fact.wkt, 'EPSG:4326', [fact.x0p, fact.y0p])
    // 0.00002 degrees: about 1.5 m, the difference between two published RD datum shifts.
    expect(Math.abs(ours[0] - (theirs[0] ?? 0))).toBeLessThan(0.00002)
    expect(Math.abs(ours[1] - (theirs[1] ?? 0))).toBeLessThan(0.00002)
  })

  it('reads the very cells and 1D nodes the read before record 0062 did', async () => {
    const file = await bytes()
    expectSameGrid(await readGridCells(file), await readGridCellsBefore(file))
  })
})

/** Byte for byte, so a million cells compare in milliseconds and NaN equals NaN. */
function expectSameGrid(grid: GridCells, before: GridCells) {
  const bytesOf = (values: ArrayBufferView) =>
    Buffer.from(values.buffer, values.byteOffset, values.byteLength)
  const { ids, xmin, ymin, xmax, ymax, nodes1d, ...rest } = grid
  expect(rest).toEqual({
    crs: before.crs,
    count: before.count,
    gridSpace: before.gridSpace,
    origin: before.origin,
  })
  const arrays = [ids, xmin, ymin, xmax, ymax, nodes1d.x, nodes1d.y]
  const arraysBefore = [before.ids, before.xmin, before.ymin, before.xmax, before.ymax]
  arraysBefore.push(before.nodes1d.x, before.nodes1d.y)
  arrays.forEach((values, index) => {
    const other = arraysBefore[index] as ArrayBufferView
    expect(values.constructor).toBe(other.constructor)
    expect(bytesOf(values).equals(bytesOf(other))).toBe(true)
  })
}

describe("the million-cell grid's read", () => {
  it('tells the share of its nodes read, growing, in several steps, up to all of them', async () => {
    const shares: number[] = []
    const grid = await readGridCells(await mockFile('Flevoland million cells').bytes(), (share) =>
      shares.push(share),
    )
    expect(grid.count).toBe(1_000_000)
    expect(shares.length).toBeGreaterThan(4)
    expect(shares).toEqual([...shares].sort((a, b) => a - b))
    expect(shares.at(-1)).toBe(1)
  }, 60_000)

  it('reads the very cells the read before record 0062 did', async () => {
    const file = await mockFile('Flevoland million cells').bytes()
    expectSameGrid(await readGridCells(file), await readGridCellsBefore(file))
  }, 60_000)
})

describe('what the read copies out of h5wasm', () => {
  it('no cell_coords (read in its memory), and nodes/id over the 2D open water and 1D nodes only', async () => {
    const { h5wasm } = await loadH5wasm()
    const file = readFileSync('test-data/platform/zwartedijkspolder/gridadmin.h5')
    const slice = vi.spyOn(h5wasm.Dataset.prototype, 'slice')
    const whole = vi.spyOn(h5wasm.Dataset.prototype, 'value', 'get')
    try {
      await readGridCells(file)
      const read = (spy: { mock: { contexts: unknown[] } }) =>
        spy.mock.contexts.map((dataset) => (dataset as { path: string }).path)
      // zwartedijkspolder's open water nodes are 1-360, its 1D nodes 361-570.
      expect(read(whole)).toEqual(['/nodes/node_type'])
      expect(read(slice).sort()).toEqual(['/nodes/coordinates', '/nodes/id', '/nodes/id'])
      expect(slice.mock.calls.filter(([ranges]) => ranges.length === 1)).toEqual([
        [[[361, 571]]],
        [[[1, 361]]],
      ])
    } finally {
      slice.mockRestore()
      whole.mockRestore()
    }
  })
})

describe('a grid administration without 2D (the mock’s 1D-only model)', () => {
  const oneD = mockFile('Schoonhoven riolering 1D')

  it('says so in has_2d and meta, and gives no cells but keeps its 1D nodes', async () => {
    const file = await oneD.bytes()
    const fact = await readH5Bytes(file, (h5) => ({
      ...facts(h5),
      has2d: h5.attrs['has_2d']?.value,
      n1dtot: Number((h5.get('meta/n1dtot') as { value: unknown }).value),
    }))
    expect(fact.has2d).toBe(0)
    expect(fact.n2dtot).toBe(0)
    expect(fact.n1dtot).toBeGreaterThan(10)
    expect(fact.firstIds).toEqual([0, 1])
    const grid = await readGridCells(file)
    expect(grid.count).toBe(0)
    expect(grid.gridSpace).toBe(0)
  })
})
