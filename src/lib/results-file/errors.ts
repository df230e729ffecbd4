export type ResultsReadErrorKind =
  /** The pre-signed link answered 403 or 404: a fresh get_url is the way out. */
  | 'expired'
  | 'stalled'
  | 'network'
  | 'no-ranges'
  | 'missing-variable'
  | 'bad-shape'
  | 'out-of-range'
  | 'unreadable'
  | 'incomplete'
  | 'not-netcdf4'
  | 'damaged'

export const EXPIRED_LINK_MESSAGE = 'The link to the results file expired; ask for a fresh one.'

export class ResultsReadError extends Error {
  readonly kind: ResultsReadErrorKind

  constructor(kind: ResultsReadErrorKind, message: string) {
    super(message)
    this.name = 'ResultsReadError'
    this.kind = kind
  }
}

/** What a worker sends instead of throwing: comlink keeps only an error's message. */
export type ResultsReadFailure = { kind: ResultsReadErrorKind; message: string }

export function failureOf(error: unknown): ResultsReadFailure {
  if (error instanceof ResultsReadError) return { kind: error.kind, message: error.message }
  const detail = error instanceof Error ? error.message : String(error)
  return { kind: 'unreadable', message: `The results file could not be read: ${detail}` }
}

export function rangeRequestError(
  outcome: { status: number } | { timeoutMs: number } | { network: string },
): ResultsReadError {
  if ('timeoutMs' in outcome) {
    const seconds = Math.round(outcome.timeoutMs / 1000)
    return new ResultsReadError(
      'stalled',
      `Reading the results file stalled: no data came for ${seconds} s. Try again.`,
    )
  }
  if ('network' in outcome) {
    return new ResultsReadError(
      'network',
      `Could not reach the file storage (${outcome.network}). Check your network connection.`,
    )
  }
  if (outcome.status === 403 || outcome.status === 404) {
    return new ResultsReadError('expired', EXPIRED_LINK_MESSAGE)
  }
  return new ResultsReadError(
    'network',
    `Reading the results file failed: the storage answered ${outcome.status}.`,
  )
}
