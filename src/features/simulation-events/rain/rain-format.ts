import type { RainNetcdf } from '@/api/simulations/rain-schema'
import { formatDuration } from '@/lib/duration'

/** "12 time steps, every 5 min (300 s), in mm/h" for a processed file. */
export function describeRainSteps(record: RainNetcdf): string {
  const steps = record.timestamps?.length ?? 0
  const stepWord = steps === 1 ? 'time step' : 'time steps'
  const interval =
    record.interval === null || record.interval === undefined || steps < 2
      ? ''
      : `, every ${formatDuration(record.interval)} (${record.interval} s)`
  const units = record.units ? `, in ${record.units}` : ', units not given'
  return `${steps} ${stepWord}${interval}${units}`
}

export function rainStateLabel(record: RainNetcdf): string {
  switch (record.file.state) {
    case 'created':
      return 'Waiting for its upload'
    case 'uploaded':
      return 'Uploaded; the server is checking it…'
    case 'processed':
      return 'Ready'
    case 'error':
      return 'Refused by the server'
    case 'removed':
      return 'Removed by the server'
    case null:
      return 'Unknown state'
  }
}
