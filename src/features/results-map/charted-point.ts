/** A place picked on the results map (a 2D cell or a 1D node) and its water over the run. */
export type ChartedPoint = {
  key: string
  label: string
  /** Water level (m) per output step; NaN where there is none. */
  level: Float32Array
  /** Water depth (m) per output step; NaN where there is none. */
  depth: Float32Array
}

/**
 * Okabe & Ito's colours, told apart with every common colour-vision deficiency (their yellow left
 * out: too pale on white); after seven the colours repeat.
 */
const POINT_COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000']

/** The colour of the `index`th charted point, for its line and wherever the map marks it. */
export const pointColour = (index: number) => POINT_COLOURS[index % POINT_COLOURS.length] ?? '#000'
