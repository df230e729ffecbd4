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

export type WorstCaseStep = { product: WorstCaseProduct; worst: WorstCase | null; runIndex: number }

/** One run's flood products, its one product folded in; the rest is dropped at once. */
export function worstCaseOfRun(
  reads: ReturnType<typeof floodProductReads>,
  open: ResultsFileSession,
  { product, worst, runIndex }: WorstCaseStep,
  report: Progress,
): Costed<WorstCase> {
  const made = reads.products(open, {}, report)
  reads.forget()
  const values = productOfRun(made.value, product)
  if (!values) {
    throw new ResultsReadError('missing-variable', 'This results file holds no flow velocities.')
  }
  const into = worst ?? emptyWorstCase(product, values.length)
  return { value: combineRun(into, product, values, runIndex), cost: made.cost }
}
