import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NO_VALUE, NOT_DRAWN } from '@/lib/results-file/colour-classes'
import { PointedValue } from './pointed-value'

const props = {
  cells: Float32Array.from([0, 0.4249]),
  nodes: Float32Array.from([-1.5]),
  cellCount: 2,
}

describe('the value under the pointer', () => {
  it('names the cell or node by its id and gives the drawn value in metres', () => {
    const { rerender } = render(
      <PointedValue {...props} point={{ mesh: '2D', place: 1 }} quantity="depth" />,
    )
    expect(screen.getByLabelText('Value under the pointer')).toHaveTextContent(
      'Cell 2 (2D): depth 0.42 m',
    )
    rerender(<PointedValue {...props} point={{ mesh: '1D', place: 0 }} quantity="level" />)
    expect(screen.getByLabelText('Value under the pointer')).toHaveTextContent(
      'Node 3 (1D): level -1.50 m',
    )
  })

  it('says when there is no value there, and shows nothing off the grid', () => {
    const { rerender } = render(
      <PointedValue {...props} nodes={null} point={{ mesh: '1D', place: 0 }} quantity="depth" />,
    )
    expect(screen.getByLabelText('Value under the pointer')).toHaveTextContent('depth: no value')
    rerender(<PointedValue {...props} point={{ mesh: '2D', place: 0 }} quantity="depth" />)
    expect(screen.getByLabelText('Value under the pointer')).toHaveTextContent('Cell 1 (2D): dry')
    rerender(<PointedValue {...props} point={null} quantity="depth" />)
    expect(screen.queryByLabelText('Value under the pointer')).toBeNull()
  })

  it('gives a flood product with its unit, the hazard with its FD2320 class', () => {
    const products = { ...props, cells: Float32Array.from([1.3, -1]) }
    const { rerender } = render(
      <PointedValue {...products} point={{ mesh: '2D', place: 0 }} quantity="hazard" />,
    )
    const readout = () => screen.getByLabelText('Value under the pointer')
    expect(readout()).toHaveTextContent('Cell 1 (2D): hazard 1.30 (significant)')
    rerender(<PointedValue {...products} point={{ mesh: '2D', place: 0 }} quantity="arrival" />)
    expect(readout()).toHaveTextContent('Cell 1 (2D): arrival 1.30 h')
    rerender(<PointedValue {...products} point={{ mesh: '2D', place: 1 }} quantity="arrival" />)
    expect(readout()).toHaveTextContent('Cell 2 (2D): never wet')
    rerender(
      <PointedValue {...products} point={{ mesh: '2D', place: 0 }} quantity="maximum velocity" />,
    )
    expect(readout()).toHaveTextContent('Cell 1 (2D): maximum velocity 1.30 m/s')
    rerender(<PointedValue {...products} point={{ mesh: '2D', place: 0 }} quantity="rise" />)
    expect(readout()).toHaveTextContent('Cell 1 (2D): rise 1.30 m/h')
    rerender(<PointedValue {...products} point={{ mesh: '2D', place: 0 }} quantity="wet" />)
    expect(readout()).toHaveTextContent('Cell 1 (2D): wet 1.30 h')
  })

  it('gives a difference of two runs with its sign and which run is the reference', () => {
    const difference = { ...props, cells: Float32Array.from([0.42, -0.1]) }
    const quantity = 'run #12 − run #13 (reference)'
    const { rerender } = render(
      <PointedValue {...difference} point={{ mesh: '2D', place: 0 }} quantity={quantity} />,
    )
    const readout = () => screen.getByLabelText('Value under the pointer')
    expect(readout()).toHaveTextContent('Cell 1 (2D): run #12 − run #13 (reference): +0.42 m')
    rerender(<PointedValue {...difference} point={{ mesh: '2D', place: 1 }} quantity={quantity} />)
    expect(readout()).toHaveTextContent('Cell 2 (2D): run #12 − run #13 (reference): −0.10 m')
  })

  it('says a cell dry in both runs is dry, and a cell a run has no value for has none', () => {
    const difference = { ...props, cells: Float32Array.from([NOT_DRAWN, NO_VALUE]) }
    const quantity = 'run #12 − run #13 (reference)'
    const { rerender } = render(
      <PointedValue {...difference} point={{ mesh: '2D', place: 0 }} quantity={quantity} />,
    )
    const readout = () => screen.getByLabelText('Value under the pointer')
    expect(readout()).toHaveTextContent(`Cell 1 (2D): ${quantity}: dry in both runs`)
    rerender(<PointedValue {...difference} point={{ mesh: '2D', place: 1 }} quantity={quantity} />)
    expect(readout()).toHaveTextContent(`Cell 2 (2D): ${quantity}: no value`)
  })
})
