import { peakMmPerHour, totalDepthMm } from './rain-series'

export type StormShape = 'peak early' | 'peak late' | 'constant' | 'block'

export type DesignStorm = {
  id: string
  name: string
  intervalSeconds: number
  mmPerHour: readonly number[]
}

/** The wizard's values are mm per 5 minutes; it sends each as v × 12 mm/h (rain-facts.md). */
const perFiveMinutes = (values: readonly number[]) => values.map((value) => value * 12)
const held = (value: number, count: number) => Array<number>(count).fill(value)

const durationText = (seconds: number) =>
  seconds % 3600 === 0 ? `${seconds / 3600} h` : `${seconds / 60} min`

function storm(
  number: number,
  years: number,
  shape: StormShape,
  intervalSeconds: number,
  mmPer5Min: readonly number[],
  note = '',
): DesignStorm {
  const duration = durationText(intervalSeconds * mmPer5Min.length)
  return {
    id: `storm-${number}`,
    name: `Storm ${number}: T${years}, ${shape}, ${duration}${note}`,
    intervalSeconds,
    mmPerHour: perFiveMinutes(mmPer5Min),
  }
}

/** Storms 3-16 of the vendor's wizard; storms 1 and 2 hold no rain there. */
const WIZARD_STORMS: readonly DesignStorm[] = [
  storm(
    3,
    0.5,
    'peak early',
    300,
    [0.3, 0.6, 0.9, 1.5, 2.1, 2.1, 1.5, 1.2, 1.05, 0.9, 0.75, 0.6, 0.45, 0.3, 0.15],
  ),
  storm(
    4,
    0.5,
    'peak late',
    300,
    [0.15, 0.3, 0.45, 0.6, 0.75, 0.9, 1.05, 1.2, 1.5, 2.1, 2.1, 1.5, 0.9, 0.6, 0.3],
  ),
  storm(
    5,
    1,
    'peak early',
    300,
    [0.3, 0.6, 1.5, 2.7, 2.7, 2.1, 1.5, 1.2, 1.05, 0.9, 0.75, 0.6, 0.45, 0.3, 0.15],
  ),
  storm(
    6,
    1,
    'peak late',
    300,
    [0.15, 0.3, 0.45, 0.6, 0.75, 0.9, 1.05, 1.2, 1.5, 2.1, 2.7, 2.7, 1.5, 0.6, 0.3],
  ),
  storm(7, 2, 'peak early', 300, [0.6, 1.2, 2.1, 3.3, 3.3, 2.7, 2.1, 1.5, 1.2, 0.9, 0.6, 0.3]),
  storm(8, 2, 'peak late', 300, [0.3, 0.6, 0.9, 1.2, 1.5, 2.1, 2.7, 3.3, 3.3, 2.1, 1.2, 0.6]),
  storm(9, 5, 'peak early', 300, [1.5, 2.7, 4.8, 4.8, 4.2, 3.3, 2.7, 2.1, 1.5, 0.9, 0.6, 0.3]),
  storm(10, 10, 'peak early', 300, [1.8, 3.6, 6.3, 6.3, 5.7, 4.8, 3.6, 2.4, 1.2]),
  storm(11, 100, 'constant', 300, held(70 / 12, 12), ' (2019 local)'),
  storm(12, 250, 'constant', 300, held(7.5, 12)),
  storm(13, 1000, 'constant', 300, held(160 / 24, 24)),
  // The wizard holds each hour's value, given per 5 minutes: the depth that falls is 12 × its sum.
  storm(14, 100, 'constant', 3600, held(120 / 48 / 12, 48), ' (2019 regional)'),
  storm(15, 250, 'constant', 3600, held(130 / 48 / 12, 48)),
  storm(16, 1000, 'constant', 3600, held(160 / 48 / 12, 48)),
]

/** The water board sends its peak storms as constant rain, so their 2 h stay uniform here too. */
function waterBoard(years: number, shape: 'block' | 'peak', totalMm: number): DesignStorm {
  const hours = shape === 'block' ? 48 : 2
  const intervalSeconds = shape === 'block' ? 3600 : 300
  const count = (hours * 3600) / intervalSeconds
  return {
    id: `board-T${years}-${shape}`,
    name: `Water board T${years}: ${shape}, ${hours} h, ${totalMm} mm`,
    intervalSeconds,
    mmPerHour: held(totalMm / hours, count),
  }
}

const WATER_BOARD_STORMS: readonly DesignStorm[] = [
  waterBoard(10, 'block', 88),
  waterBoard(100, 'block', 130.8),
  waterBoard(1000, 'block', 184.9),
  waterBoard(10, 'peak', 45.4),
  waterBoard(100, 'peak', 84.5),
  waterBoard(1000, 'peak', 157.5),
]

export const DESIGN_STORMS: readonly DesignStorm[] = [...WIZARD_STORMS, ...WATER_BOARD_STORMS]

export const designStormById = (id: string) => DESIGN_STORMS.find((each) => each.id === id)

export const stormTotalMm = (storm: DesignStorm) => totalDepthMm(storm)
export const stormPeakMmPerHour = (storm: DesignStorm) => peakMmPerHour(storm)
