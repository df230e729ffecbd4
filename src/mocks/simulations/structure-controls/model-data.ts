import type {
  LocationType,
  MeasureLocation,
  StructureType,
  TableStructureControlCreate,
  TimedStructureControlCreate,
} from '@/api/simulations/structure-control-schema'
import { createGridNumbering, type GridNumbering } from '@/mocks/seed/models/grid-numbering'
import type { LinkCategory } from '@/mocks/seed/models/layout-types'
import type { MockModel } from '@/mocks/db/records'

const linkCategories: Record<Exclude<StructureType, 'v2_pumpstation'>, LinkCategory> = {
  v2_weir: 'weirs',
  v2_orifice: 'orifices',
  v2_culvert: 'culverts',
  v2_channel: 'channels',
  v2_pipe: 'pipes',
}

const nounOf = (type: string) => type.replace(/^v2_/, '').replace('pumpstation', 'pump station')

type Resolved = { ok: true; gridId: number } | { ok: false; message: string }

function resolveStructure(
  numbering: GridNumbering,
  type: StructureType,
  ref: { structure_id?: number | undefined; grid_id?: number | undefined },
  what: string,
): Resolved {
  const { layout, links } = numbering
  if (type === 'v2_pumpstation') {
    // gridadmin.h5 `pumps`: id = position + 1, content_pk = the pump station's id.
    const index =
      ref.structure_id !== undefined
        ? layout.pumps.findIndex((pump) => pump.id === ref.structure_id)
        : (ref.grid_id ?? 0) - 1
    if (index < 0 || index >= layout.pumps.length) {
      return { ok: false, message: `${what}: the model has no pump station ${refText(ref)}.` }
    }
    return { ok: true, gridId: index + 1 }
  }
  const category = linkCategories[type]
  if (ref.structure_id !== undefined) {
    const index = links.findIndex(
      (link) => link.category === category && link.id === ref.structure_id,
    )
    if (index === -1) {
      return { ok: false, message: `${what}: the model has no ${nounOf(type)} ${refText(ref)}.` }
    }
    return { ok: true, gridId: numbering.linkLineId(index) }
  }
  const gridId = ref.grid_id ?? 0
  const link = links.find((_, index) => numbering.linkLineId(index) === gridId)
  if (!link) {
    return { ok: false, message: `${what}: grid id ${gridId} is no 1D line of the model.` }
  }
  if (link.category !== category) {
    return {
      ok: false,
      message: `${what}: grid id ${gridId} is a ${link.category.replace(/s$/, '')} in the grid administration, not a ${nounOf(type)}.`,
    }
  }
  return { ok: true, gridId }
}

function refText(ref: { structure_id?: number | undefined; grid_id?: number | undefined }) {
  return ref.structure_id !== undefined
    ? `with id ${ref.structure_id}`
    : `at grid id ${ref.grid_id}`
}

function resolveLocation(numbering: GridNumbering, location: MeasureLocation, index: number) {
  const what = `Measure location ${index + 1}`
  const type: LocationType = location.content_type
  if (type !== 'v2_connection_node') {
    return resolveStructure(
      numbering,
      type,
      { structure_id: location.content_pk, grid_id: location.grid_id },
      what,
    )
  }
  const nodes = numbering.layout.nodes
  const id =
    location.content_pk !== undefined
      ? location.content_pk
      : (location.grid_id ?? 0) - numbering.cells
  if (!nodes.some((node) => node.id === id)) {
    const ref = { structure_id: location.content_pk, grid_id: location.grid_id }
    return {
      ok: false as const,
      message:
        location.grid_id !== undefined && location.grid_id <= numbering.cells
          ? `${what}: grid id ${location.grid_id} is a 2D cell, not a connection node.`
          : `${what}: the model has no connection node ${refText(ref)}.`,
    }
  }
  return { ok: true as const, gridId: numbering.node1dId(id) }
}

export type ModelCheck = { problems: string[]; gridId: number | null }

/** The target structure and measure locations must exist in the model's data with their type. */
export function checkAgainstModel(
  model: MockModel,
  body: TableStructureControlCreate | TimedStructureControlCreate,
): ModelCheck {
  const numbering = createGridNumbering(model.fixture)
  const target = resolveStructure(numbering, body.structure_type, body, 'Target structure')
  const problems = target.ok ? [] : [target.message]
  if ('measure_specification' in body) {
    body.measure_specification.locations.forEach((location, index) => {
      const resolved = resolveLocation(numbering, location, index)
      if (!resolved.ok) problems.push(resolved.message)
    })
  }
  return { problems, gridId: target.ok ? target.gridId : null }
}
