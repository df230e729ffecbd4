import {
  combineRun,
  emptyWorstCase,
  productOfRun,
  type WorstCase,
  type WorstCaseProduct,
} from '@/lib/flood-products/worst-case'
import { ResultsReadError } from '@/lib/results-file/errors'
import type { Costed, ResultsFileSession } from '@/lib/results-file/session'
import type { floodProductReads, Progress } from './flood-products-reads'
import type { mapReads } from './results-map-reads'

type Reads = { products: ReturnType<typeof floodProductReads>; map: ReturnType<typeof mapReads> }

/** The run's values of the product: the maximum depth as the map reads it, else its flood products. */
function runValues(
  reads: Reads,
  open: ResultsFileSession,
  product: WorstCaseProduct,
  report: Progress,
) {
  if (product === 'maximum') {
    const { value, cost } = reads.map.maximumDepth(open, '2D')
    reads.map.forget()
    return { value, cost }
  }
  const made = reads.products.products(open, {}, report)
  reads.products.forget()
  return { value: productOfRun(made.value, product), cost: made.cost }
}

export type WorstCaseStep = { product: WorstCaseProduct; worst: WorstCase | null; runIndex: number }

/** One run's product folded in; what the run's read made is dropped at once. */
export function worstCaseOfRun(
  reads: Reads,
  open: ResultsFileSession,
  { product, worst, runIndex }: WorstCaseStep,
  report: Progress,
): Costed<WorstCase> {
  const { value: values, cost } = runValues(reads, open, product, report)
  if (!values) {
    throw new ResultsReadError('missing-variable', 'This results file holds no flow velocities.')
  }
  const into = worst ?? emptyWorstCase(product, values.length)
  return { value: combineRun(into, product, values, runIndex), cost }
}
