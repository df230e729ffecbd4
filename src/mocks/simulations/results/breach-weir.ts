import { breachGrowthAt } from './breach-growth'
import type { BreachSite } from './breach-sites'

/** (2/3)^1.5 · √g: a free broad-crested weir's constant in SI units. */
const WEIR_CONSTANT = 1.7

/** The outside water's height over the breach's sill, which deepens to its maximum (m). */
export function breachHeadAt(site: BreachSite, time: number): number {
  if (time < site.breach.offset) return 0
  const eroded = site.crestLevel - breachGrowthAt(site.breach, time).depth
  return Math.max(0, site.outsideLevel - Math.max(site.floorLevel, eroded))
}

/** The outside water pours in over the breach as it grows (breach-growth.ts, as the file writes it). */
export function breachDischargeAt(site: BreachSite, time: number): number {
  const { breach } = site
  if (time < breach.offset) return 0
  const head = breachHeadAt(site, time)
  const { width } = breachGrowthAt(breach, time)
  // Broad-crested weir: Q = c · 1.7 · B · h^1.5.
  return breach.dischargeCoefficient * WEIR_CONSTANT * width * head ** 1.5
}

export const dischargeOfAll = (sites: BreachSite[], time: number) =>
  sites.reduce((sum, site) => sum + breachDischargeAt(site, time), 0)
