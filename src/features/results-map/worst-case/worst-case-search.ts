import { z } from 'zod'
import { WORST_CASE_PRODUCTS, type WorstCaseProduct } from '@/lib/flood-products/worst-case'

/** `?runs=12,15&product=maximum`: the ticked runs and the product, so a link opens the same map. */
export const worstCaseSearch = z.object({
  runs: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .catch(''),
  product: z.enum(WORST_CASE_PRODUCTS).catch('maximum'),
})

/** The runs in one order: the same set of runs is the same kept worst case. */
export function runIdsOf(runs: string): number[] {
  const ids = runs === '' ? [] : runs.split(',').map(Number)
  return [...new Set(ids)].sort((a, b) => a - b)
}

export const worstCaseLabels: Record<WorstCaseProduct, string> = {
  maximum: 'Maximum depth',
  velocity: 'Maximum flow velocity',
  hazard: 'Hazard rating',
  arrival: 'Arrival time (earliest)',
}

export const worstCaseUnits: Record<WorstCaseProduct, string> = {
  maximum: 'm',
  velocity: 'm/s',
  hazard: '',
  arrival: 'h',
}
