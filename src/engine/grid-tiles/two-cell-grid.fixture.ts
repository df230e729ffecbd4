import { gridCellsOf } from './grid-cells'

/** For tests: node 0 the dummy, a 20 m cell (1), a 1D node (2) and a 40 m cell (3), in RD New. */
export const twoCellGrid = gridCellsOf({
  crs: { epsg: 28992 },
  ids: [0, 1, 2, 3],
  nodeTypes: [-9999, 1, 3, 1],
  cellCoords: [
    ...[Number.NaN, 100_000, 100_050, 100_000],
    ...[Number.NaN, 450_000, 450_010, 450_020],
    ...[Number.NaN, 100_020, 100_050, 100_040],
    ...[Number.NaN, 450_020, 450_010, 450_060],
  ],
})
