import { createContext, useContext } from 'react'
import type { CurrentStatus } from '@/api/simulations/schema'
import { statusPollInterval } from './status-polling'

/**
 * A factor on every status poll interval: 1 in the app. Tests that follow a run through its
 * statuses set it small, so they wait on the mock, not on real seconds of back-off.
 */
export const PollingPace = createContext(1)

type PolledStatus = Pick<CurrentStatus, 'name' | 'paused' | 'created'> | undefined

/** `statusPollInterval` at the pace of the nearest `PollingPace`. */
export function useStatusPollInterval(): (status: PolledStatus) => number | false {
  const pace = useContext(PollingPace)
  return (status) => {
    const interval = statusPollInterval(status, Date.now())
    return interval === false ? false : Math.max(1, Math.round(interval * pace))
  }
}
