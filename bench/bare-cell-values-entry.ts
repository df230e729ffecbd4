// The bare results page's script: the app's own cell layer module and the depth view's classes,
// bundled alone (bench/bare-cell-values.ts), nothing else of the app.
export { createCellValuesLayer } from '../src/engine/cell-layer/cell-values-layer'
export { DEPTH_CLASSES } from '../src/lib/results-file/colour-classes'
