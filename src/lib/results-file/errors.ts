/** Why a slice of a results file could not be read; each kind has its own way out. */
export type ResultsReadErrorKind =
  /** The pre-signed link answered 403 or 404: a fresh get_url is the way out. */
  | 'expired'
  /** A request moved no data within the transfer stall deadline (decision 0001). */
  | 'stalled'
  /** The store could not be reached, or answered something else than the bytes asked for. */
  | 'network'
  /** The store serves no byte ranges, so the file cannot be read in parts. */
  | 'no-ranges'
  /** The file has no such variable. */
  | 'missing-variable'
  /** The variable is not (time × places), or not of the file's number of output times. */
  | 'bad-shape'
  /** A time index or place index outside the variable. */
  | 'out-of-range'
  /** The file could not be read as NetCDF4/HDF5. */
  | 'unreadable'
  /** The storage holds less of the file than its superblock states (an upload cut short). */
  | 'incomplete'
  /** Not an HDF5/NetCDF4 file at all: a web page, a NetCDF3 file, other bytes. */
  | 'not-netcdf4'
  /** An HDF5 file whose superblock or metadata does not read. */
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

/** The error a byte range of the store's answer means: expired link, stall or other failure. */
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
