import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FieldError, FieldErrorList } from './field-error'

describe('FieldError', () => {
  it('shows nothing without a message', () => {
    const { container } = render(<FieldError message={undefined} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('announces a problem that appears on its own', () => {
    render(<FieldError message="Not a structure" alert />)
    expect(screen.getByRole('alert')).toHaveTextContent('Not a structure')
  })

  it('fits in a table cell as inline text', () => {
    render(<FieldError message="Enter a number" inline id="row-1" />)
    const error = screen.getByText('Enter a number')
    expect(error.tagName).toBe('SPAN')
    expect(error).toHaveAttribute('id', 'row-1')
  })

  it('lists several problems under a name', () => {
    render(<FieldErrorList label="Why the weir is invalid" messages={['Too high', 'Too late']} />)
    expect(screen.getByRole('list', { name: 'Why the weir is invalid' })).toHaveTextContent(
      'Too highToo late',
    )
  })
})
