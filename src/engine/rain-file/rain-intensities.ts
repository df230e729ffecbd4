import { transfer } from 'comlink'
import { resultsFileWorker } from '../results-file/results-file-client'

const rainDeadline = {
  ms: 60_000,
  missed: () => new Error('Reading the rain file took longer than a minute; it was stopped.'),
}

/** The rain's mm/h per interval, read in the page's one h5 worker; null when the file is not rain. */
export async function rainIntensities(bytes: Uint8Array): Promise<number[] | null> {
  const reading =
    typeof Worker === 'undefined'
      ? await (await import('@/lib/rain/read-rain-netcdf')).readRainNetcdf(bytes)
      : await resultsFileWorker.call(
          (remote) => remote.readRainNetcdf(transfer(bytes, [bytes.buffer])),
          rainDeadline,
        )
  return reading.ok ? reading.mmPerHour : null
}
