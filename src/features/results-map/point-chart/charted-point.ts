export type ChartedPoint = {
  key: string
  label: string
  level: Float32Array
  depth: Float32Array
  /** Written at only some of the chart's times: its line joins them. */
  sparse?: boolean
}

// Okabe & Ito's colours, told apart with colour-vision deficiencies (their yellow is too pale).
const POINT_COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000']

export const pointColour = (index: number) => POINT_COLOURS[index % POINT_COLOURS.length] ?? '#000'
