import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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
})
