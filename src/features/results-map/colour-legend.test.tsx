import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEPTH_CLASSES, DIFFERENCE_CLASSES, levelClasses } from '@/lib/results-file/colour-classes'
import { ColourLegend } from './colour-legend'

const rows = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((row) => row.textContent)

describe('ColourLegend', () => {
  it('names each depth class, the dry class as not drawn', () => {
    render(<ColourLegend title="Water depth" classes={DEPTH_CLASSES} note="At 2:30" />)
    const figure = screen.getByRole('figure', { name: 'Water depth' })
    expect(within(figure).getByText('At 2:30')).toBeVisible()
    expect(rows('Water depth: colours')).toEqual([
      'under 0.02 m: dry, not drawn',
      '0.02 – 0.1 m',
      '0.1 – 0.3 m',
      '0.3 – 0.5 m',
      '0.5 – 1 m',
      '1 – 1.5 m',
      '1.5 – 2 m',
      '2 – 3 m',
      '3 m and more',
    ])
  })

  it('draws a swatch of each colour and a crossed-out one for the transparent class', () => {
    const { container } = render(<ColourLegend title="Difference" classes={DIFFERENCE_CLASSES} />)
    const swatches = [...container.querySelectorAll<HTMLElement>('.colour-legend__swatch')]
    expect(swatches).toHaveLength(13)
    expect(swatches[0]?.style.background).toBe('rgb(103, 0, 31)')
    expect(swatches[6]).toHaveClass('colour-legend__swatch--not-drawn')
    expect(rows('Difference: colours')[6]).toBe('-0.05 – 0.05 m: little or no change, not drawn')
  })

  it('adds the hatched marks after the classes', () => {
    const { container } = render(
      <ColourLegend
        title="Difference"
        classes={DIFFERENCE_CLASSES}
        marks={[
          { label: 'Became wet in run B', pattern: 'hatch-up' },
          { label: 'Became dry in run B', pattern: 'hatch-down' },
        ]}
      />,
    )
    expect(rows('Difference: colours').slice(-2)).toEqual([
      'Became wet in run B',
      'Became dry in run B',
    ])
    expect(container.querySelector('.colour-legend__swatch--hatch-up')).not.toBeNull()
    expect(container.querySelector('.colour-legend__swatch--hatch-down')).not.toBeNull()
  })

  it('lists computed water level classes, none of them transparent', () => {
    render(<ColourLegend title="Water level" classes={levelClasses(0, 8)} />)
    const listed = rows('Water level: colours')
    expect(listed).toHaveLength(8)
    expect(listed[0]).toBe('under 1 m')
    expect(listed.join()).not.toContain('not drawn')
  })
})
