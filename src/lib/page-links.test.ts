import { describe, expect, it } from 'vitest'
import {
  breachEventsLink,
  breachSearch,
  initialConditionsLink,
  initialConditionsSearch,
  newSimulationLink,
  newSimulationSearch,
} from './page-links'
import { parseSearch } from './search-params'

const searchOf = (link: string) => new URLSearchParams(link.split('?')[1] ?? '')

describe('links into pages, through each page search schema', () => {
  it('starts a new simulation of a model, from one of its saved states or not', () => {
    expect(newSimulationLink({ model: 7 })).toBe('/simulations/new?model=7')
    const link = newSimulationLink({ model: 7, savedState: 31 })
    expect(link).toBe('/simulations/new?model=7&saved_state=31')
    expect(parseSearch(newSimulationSearch, searchOf(link))).toEqual({
      model: '7',
      saved_state: 31,
      breach: null,
    })
  })

  it('carries a potential breach picked on the model map into a new simulation', () => {
    const link = newSimulationLink({ model: 7, breach: 4 })
    expect(link).toBe('/simulations/new?model=7&breach=4')
    expect(parseSearch(newSimulationSearch, searchOf(link))).toEqual({
      model: '7',
      saved_state: null,
      breach: 4,
    })
  })

  it('lands on a potential breach in the events section of a simulation', () => {
    const link = breachEventsLink(12, 4)
    expect(link).toBe('/simulations/12/events?breach=4')
    expect(parseSearch(breachSearch, searchOf(link))).toEqual({ breach: '4' })
  })

  it('names the saved state the initial conditions could not take', () => {
    const link = initialConditionsLink(12, 31)
    expect(link).toBe('/simulations/12/initial-conditions?saved_state=31')
    expect(parseSearch(initialConditionsSearch, searchOf(link))).toEqual({ saved_state: 31 })
  })
})
