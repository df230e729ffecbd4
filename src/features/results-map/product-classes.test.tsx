import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { floodProductsOver } from '@/lib/flood-products/flood-products'
import { classOf, NO_VALUE } from '@/lib/results-file/colour-classes'
import { ColourLegend } from './colour-legend'
import { viewClasses } from './map-view-classes'
import { HAZARD_CLASSES, hazardName, NEVER_WET_DRAWN } from './product-classes'
import { NO_VELOCITIES, productValues } from './product-values'

const rows = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((row) => row.textContent)

function legendOf(view: 'hazard' | 'arrival' | 'velocity' | 'rise' | 'wet-hours') {
  const legend = viewClasses(view, null)
  render(<ColourLegend {...legend} />)
  return rows(`${legend.title}: colours`)
}

describe('flood product views', () => {
  it('names the FD2320 hazard classes at their bounds', () => {
    expect([0.74, 0.75, 1.24, 1.25, 1.99, 2, 3].map(hazardName)).toEqual([
      'low',
      'moderate',
      'moderate',
      'significant',
      'significant',
      'extreme',
      'extreme',
    ])
    // The shader's class follows the same bounds: 1.30 is drawn in the significant colour.
    expect(classOf(1.3, HAZARD_CLASSES)).toBe(3)
    expect(classOf(0, HAZARD_CLASSES)).toBe(0)
    expect(legendOf('hazard')).toEqual([
      'never wet',
      'low (under 0.75)',
      'moderate (0.75 – 1.25)',
      'significant (1.25 – 2.0)',
      'extreme (2.0 and more)',
    ])
  })

  it('gives arrival time a legend entry for never-wet cells, and velocity its m/s classes', () => {
    const arrival = legendOf('arrival')
    expect(arrival[0]).toBe('never wet (grey, hatched)')
    expect(arrival.slice(1, 3)).toEqual(['0 – 1 h', '1 – 2 h'])
    expect(arrival.at(-1)).toBe('24 h and more')
    const velocity = legendOf('velocity')
    expect(velocity[0]).toBe('under 0.05 m/s: still or dry, not drawn')
    expect(velocity.at(-1)).toBe('2 m/s and more')
  })

  it('draws never-wet cells marked below every arrival class, and says when velocities are missing', () => {
    const over = floodProductsOver(3, { velocity: false })
    over.add({ seconds: 0, depth: new Float32Array([0, 0.5, Number.NaN]) })
    over.add({ seconds: 3600, depth: new Float32Array([0, 0.5, Number.NaN]) })
    const products = over.result()
    const arrival = productValues(products, 'arrival')
    expect(Array.from(arrival.values)).toEqual([NEVER_WET_DRAWN, 0, NO_VALUE])
    expect(Array.from(arrival.marks ?? [])).toEqual([1, 0, 0])
    expect(productValues(products, 'hazard').absent).toBe(NO_VELOCITIES)
    expect(productValues(products, 'velocity').absent).toBe(NO_VELOCITIES)
    expect(NO_VELOCITIES).toBe('This results file holds no flow velocities')
  })

  it('draws the fastest rise in m/h and the hours wet, each with its own legend', () => {
    expect(legendOf('rise')[0]).toBe('under 0.01 m/h: no rise, not drawn')
    expect(legendOf('wet-hours')[0]).toBe('under 0.01 h: never wet, not drawn')
    const over = floodProductsOver(2, { velocity: false })
    over.add({ seconds: 0, depth: new Float32Array([0, 0.5]) })
    over.add({ seconds: 1800, depth: new Float32Array([0, 1]) })
    const products = over.result()
    expect(Array.from(productValues(products, 'rise').values)).toEqual([0, 1])
    expect(Array.from(productValues(products, 'wet-hours').values)).toEqual([0, 0.5])
  })
})
