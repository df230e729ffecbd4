import type { LocalPoint } from '@/mocks/seed/models/frame'
import { createGridNumbering } from '@/mocks/seed/models/grid-numbering'
import { dikeCrestAt, outsideWaterLevel, polderFloorAt } from '@/mocks/seed/models/terrain'
import type { ResultRun, RunBreach } from './run-input'

export type BreachSite = {
  breach: RunBreach
  position: LocalPoint
  /** 1-based 2D node (cell) id. */
  cellId: number
  /** 1-based node id of the 1D end of the breach's 1D2D line. */
  nodeId: number
  code: string
  /** The dike's crest, the ground it cannot erode below, and the water outside (m). */
  crestLevel: number
  floorLevel: number
  outsideLevel: number
}

export function breachSitesOf(run: ResultRun): BreachSite[] {
  const spec = run.model.fixture
  const numbering = createGridNumbering(spec)
  return run.breaches.flatMap((breach) => {
    const index = numbering.layout.breaches.findIndex(
      (_, position) => numbering.breachLineId(position) === breach.lineId,
    )
    const site = numbering.layout.breaches[index]
    const position = site?.path[0]
    if (!site || !position) return []
    return [
      {
        breach,
        position,
        cellId: numbering.cellAt(position),
        nodeId: numbering.node1dId(site.nodeId),
        code: site.code,
        crestLevel: dikeCrestAt(spec, ...position),
        floorLevel: polderFloorAt(spec, ...position),
        outsideLevel: outsideWaterLevel(spec),
      },
    ]
  })
}
